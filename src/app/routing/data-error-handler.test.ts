import { TRPCClientError } from '@trpc/client'
import { expect, test, vi } from 'vitest'
import { createDataErrorHandler } from './data-error-handler.ts'

const refused = (code: string, httpStatus: number) =>
  new TRPCClientError(code, { result: { error: { message: code, code: -32000, data: { code, httpStatus } } } })

function setup() {
  const assign = vi.fn()
  const replace = vi.fn()
  const reread = vi.fn()
  const handle = createDataErrorHandler({
    authHost: 'https://login.example.edu',
    currentUrl: () => 'https://app.example.edu/booklist?term=fall',
    assign,
    currentPath: () => '/booklist',
    replace,
    reread,
  })
  return { handle, assign, replace, reread }
}

test('a 401 from any data call leaves for sign-in once, returning to where the user was', () => {
  const { handle, assign, replace } = setup()
  handle(refused('UNAUTHORIZED', 401), 'query')
  handle(refused('UNAUTHORIZED', 401), 'mutation')
  expect(assign).toHaveBeenCalledTimes(1)
  expect(assign.mock.calls[0]?.[0]).toContain('https://login.example.edu/')
  expect(assign.mock.calls[0]?.[0]).toContain(encodeURIComponent('https://app.example.edu/booklist?term=fall'))
  expect(replace).not.toHaveBeenCalled()
})

test('forbidden page data shows the unauthorized page saying from where; a forbidden change stays on its screen', () => {
  const { handle, assign, replace, reread } = setup()
  handle(refused('FORBIDDEN', 403), 'mutation')
  expect(replace).not.toHaveBeenCalled()
  // Every refusal reads the person's facts again (rereadFacts joins a read under way).
  expect(reread).toHaveBeenCalledTimes(1)
  handle(refused('FORBIDDEN', 403), 'query')
  expect(replace).toHaveBeenCalledWith('/unauthorized?from=%2Fbooklist')
  expect(reread).toHaveBeenCalledTimes(2)
  expect(assign).not.toHaveBeenCalled()
})

test('conflicts and other failures are left to the screen that made the call', () => {
  const { handle, assign, replace } = setup()
  handle(refused('CONFLICT', 409), 'mutation')
  handle(refused('INTERNAL_SERVER_ERROR', 500), 'query')
  expect(assign).not.toHaveBeenCalled()
  expect(replace).not.toHaveBeenCalled()
})

test('a query whose page words its own refusal stays on that page on a 403, and still leaves for sign-in on a 401', () => {
  const { handle, assign, replace } = setup()
  handle(refused('FORBIDDEN', 403), 'query-page-shows-refusal')
  expect(replace).not.toHaveBeenCalled()
  handle(refused('UNAUTHORIZED', 401), 'query-page-shows-refusal')
  expect(assign).toHaveBeenCalledTimes(1)
})
