// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { act, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'

const searcher = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'catalogue:search': true } })

test('the header says nothing while the stream works, and a quiet word while it is down', async () => {
  const { app } = renderApp(createFakeTrpcServer(searcher), { path: '/' })
  const header = await screen.findByRole('banner')
  const status = within(header).getByRole('status')
  const shown = (connection: Parameters<typeof app.services.live.setConnection>[0]) => {
    act(() => app.services.live.setConnection(connection))
    return status.textContent
  }
  expect(status.textContent).toBe('')
  expect(shown('connecting')).toBe('')
  expect(shown('live')).toBe('')
  expect(shown('reconnecting')).toBe('Reconnecting…')
  expect(shown('offline')).toBe('Offline')
  expect(shown('live')).toBe('')
})
