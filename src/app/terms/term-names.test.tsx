// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { termSummary } from '../../../tests/factories/terms.ts'
import { createQueryClient } from '../api/query-client.ts'
import { createTrpcClient } from '../api/trpc-client.ts'
import { TRPCProvider } from '../api/trpc-options.ts'
import { createFakeTrpcServer, type FakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { termNamer, TermName, useTermDates } from './term-names.tsx'

const spring = termSummary()

const facts = persona({ user: { id: 'user-1', institutionId: 'inst-1' } })

function providers(server: FakeTrpcServer) {
  const queryClient = createQueryClient()
  const trpcClient = createTrpcClient({ url: 'https://app.example.edu/trpc', fetch: server.fetch })
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  )
}

describe('termNamer', () => {
  test('names a term with its dates when it has a record, by its name alone otherwise', () => {
    const name = termNamer([spring])
    expect(name('2027-spring')).toBe('Spring 2027 (11 Jan – 14 May 2027)')
    expect(name('2026-autumn')).toBe('Autumn 2026')
    expect(termNamer(undefined)('2027-spring')).toBe('Spring 2027')
  })
})

describe('useTermDates', () => {
  test('says the name alone while the terms load, then the name with its dates; an unknown term keeps its name', async () => {
    const server = createFakeTrpcServer(facts, undefined, undefined, { terms: [spring] })
    server.holdAnswers()
    const { result } = renderHook(() => useTermDates(), { wrapper: providers(server) })
    expect(result.current('2027-spring')).toBe('Spring 2027')
    server.releaseAnswers()
    await waitFor(() => expect(result.current('2027-spring')).toBe('Spring 2027 (11 Jan – 14 May 2027)'))
    expect(result.current('2026-autumn')).toBe('Autumn 2026')
    expect(server.dataRequests.map((url) => url.pathname)).toEqual(['/trpc/terms.list'])
  })

  test('a failed read of the terms leaves the names alone, with no error', async () => {
    const server = createFakeTrpcServer(facts, undefined, (t) => ({
      terms: t.router({
        list: t.procedure.query(() => {
          throw new Error('The database is restarting.')
        }),
      }),
    }))
    const { result } = renderHook(() => useTermDates(), { wrapper: providers(server) })
    await waitFor(() => expect(server.dataRequests).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current('2027-spring')).toBe('Spring 2027')
  })
})

describe('TermName', () => {
  test('shows the short name in a cell, its dates in the title once known', async () => {
    const server = createFakeTrpcServer(facts, undefined, undefined, { terms: [spring] })
    render(<TermName name="2027-spring" />, { wrapper: providers(server) })
    await waitFor(() => expect(screen.getByText('Spring 2027')).toHaveAttribute('title', '11 Jan – 14 May 2027'))
    render(<TermName name="2026-autumn" />, { wrapper: providers(server) })
    expect(screen.getByText('Autumn 2026')).not.toHaveAttribute('title')
  })
})
