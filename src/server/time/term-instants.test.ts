import { describe, expect, it } from 'vitest'
import { termInstants } from './term-instants.ts'

describe('termInstants', () => {
  const term = { startsOn: '2027-01-11', endsOn: '2027-05-14', adoptionDeadline: '2026-12-14', booklistDeadline: '2026-12-07' }

  it('is the first moment of the first day and the last moments of the last and deadline days, in UTC for UTC', () => {
    expect(termInstants(term, 'UTC')).toEqual({
      starts_at: '2027-01-11T00:00:00.000Z',
      ends_at: '2027-05-14T23:59:59.999Z',
      adoption_deadline_at: '2026-12-14T23:59:59.999Z',
      booklist_deadline_at: '2026-12-07T23:59:59.999Z',
    })
  })

  it('ends a deadline day at midnight in the institution zone, each day with its own offset across a daylight-saving change', () => {
    // New York: EST (UTC-5) in January, EDT (UTC-4) from 14 March 2027, so the end of 14 May is 04:00 UTC the next day.
    expect(termInstants(term, 'America/New_York')).toEqual({
      starts_at: '2027-01-11T05:00:00.000Z',
      ends_at: '2027-05-15T03:59:59.999Z',
      adoption_deadline_at: '2026-12-15T04:59:59.999Z',
      booklist_deadline_at: '2026-12-08T04:59:59.999Z',
    })
    // The day the clocks go forward is 23 hours long: its deadline still passes at the next local midnight.
    expect(termInstants({ ...term, booklistDeadline: '2027-03-14' }, 'America/New_York').booklist_deadline_at).toBe('2027-03-15T03:59:59.999Z')
    // London: GMT until 28 March 2027, BST after; the day the clocks go back is 25 hours long.
    expect(termInstants({ ...term, adoptionDeadline: '2027-10-31' }, 'Europe/London').adoption_deadline_at).toBe('2027-10-31T23:59:59.999Z')
    expect(termInstants({ ...term, adoptionDeadline: '2027-03-28' }, 'Europe/London').adoption_deadline_at).toBe('2027-03-28T22:59:59.999Z')
  })
})
