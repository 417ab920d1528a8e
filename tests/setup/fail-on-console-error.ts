import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error is a bug we have not noticed yet: fail the test that caused it.
// A test that expects one spies on console.error itself (vi.spyOn replaces this spy).
let unexpected: unknown[][] = []

beforeEach(() => {
  unexpected = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args)
  })
})

afterEach(() => {
  const calls = unexpected
  vi.restoreAllMocks()
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})
