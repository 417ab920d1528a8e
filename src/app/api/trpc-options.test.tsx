// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'
import { TRPCProvider, useTRPC } from './trpc-options.ts'

function Probe() {
  const trpc = useTRPC()
  const user = useQuery(trpc.auth.getUser.queryOptions())
  return <p>Signed in as {user.data?.email ?? '…'}</p>
}

test('useTRPC() keys equal the boot calls’ keys: a screen asking for boot data reads the boot cache, no second request', async () => {
  const server = createFakeTrpcServer(persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:view': true } }))
  const { app } = renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  const { queryClient, api } = app.services
  expect(api.trpc.auth.getUser.queryKey()).toEqual([['auth', 'getUser'], { type: 'query' }])
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api.client} queryClient={queryClient}>
        <Probe />
      </TRPCProvider>
    </QueryClientProvider>,
  )
  expect(await screen.findByText('Signed in as ada@example.edu')).toBeInTheDocument()
  expect(server.requests).toHaveLength(1)
})
