import { expect, test } from 'vitest'
import { browserConfig } from './browser-config.ts'

const source = {
  authHost: 'https://login.example.edu',
  posthogKey: undefined,
  posthogHost: 'https://eu.i.posthog.com',
  sentryDsn: undefined,
  cspConnectSrc: [],
}

test("tells the browser the server's batch limit, so its batch link never sends a batch the server refuses", () => {
  expect(browserConfig({ ...source, limits: { batchCalls: 20 } })).toEqual({ authHost: 'https://login.example.edu', maxBatchCalls: '20' })
  expect(browserConfig(source)).toEqual({ authHost: 'https://login.example.edu' })
})
