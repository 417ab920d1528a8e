import type { TermSummary } from '../../src/contracts/terms.ts'

/** A term as terms.list answers it: Spring 2027 (11 Jan – 14 May 2027), open for adoptions, unless overridden. */
export function termSummary(overrides: Partial<TermSummary> = {}): TermSummary {
  return {
    id: 'inst-1-2027-spring',
    name: '2027-spring',
    startsOn: '2027-01-11',
    endsOn: '2027-05-14',
    adoptionDeadline: '2026-12-14',
    booklistDeadline: '2026-12-07',
    adoptionDeadlineAt: '2026-12-14T23:59:59.999Z',
    booklistDeadlineAt: '2026-12-07T23:59:59.999Z',
    state: 'open',
    version: 1,
    ...overrides,
  }
}
