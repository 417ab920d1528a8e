import { describe, expect, it } from 'vitest'
import { daysUntil, isCalendarDay, termLabel, type TermDates } from './terms.ts'
import { termSpan, termWithDates } from './term-dates.ts'
import { termProblems } from './term-checks.ts'

const spring: TermDates = { name: '2027-spring', startsOn: '2027-01-11', endsOn: '2027-05-14', adoptionDeadline: '2026-12-14', booklistDeadline: '2026-12-07' }

describe('term words', () => {
  it('names a term and its span the same way everywhere', () => {
    expect(termLabel('2027-summer-school')).toBe('Summer school 2027')
    expect(termSpan('2026-09-14', '2026-12-18')).toBe('14 Sep – 18 Dec 2026')
    expect(termSpan('2026-12-01', '2027-01-15')).toBe('1 Dec 2026 – 15 Jan 2027')
    expect(termWithDates('2027-spring', spring)).toBe('Spring 2027 (11 Jan – 14 May 2027)')
    expect(termWithDates('2027-spring', undefined)).toBe('Spring 2027')
  })

  it('counts whole days left to a deadline: 8 on the eighth day before, 0 on the day, negative after', () => {
    const deadline = '2026-12-07T23:59:59.999Z'
    expect(daysUntil(deadline, Date.parse('2026-11-29T09:00:00Z'))).toBe(8)
    expect(daysUntil(deadline, Date.parse('2026-12-07T09:00:00Z'))).toBe(0)
    expect(daysUntil(deadline, Date.parse('2026-12-08T09:00:00Z'))).toBe(-1)
  })

  it('knows a calendar day from a date-shaped string', () => {
    expect(['2026-02-28', '2028-02-29'].map(isCalendarDay)).toEqual([true, true])
    expect(['2026-02-30', '2027-02-29', '2026-13-01', '26-01-01', '2026-1-1'].map(isCalendarDay)).toEqual([false, false, false, false, false])
  })
})

describe('termProblems', () => {
  it('has none for a good term', () => {
    expect(termProblems(spring, [{ ...spring, name: '2026-autumn', startsOn: '2026-09-14', endsOn: '2026-12-18' }])).toEqual([])
  })

  it('names the field of each problem', () => {
    expect(termProblems({ ...spring, adoptionDeadline: '2027-01-20' }, [])).toEqual([{ field: 'adoptionDeadline', message: 'must be before the term starts' }])
    expect(termProblems({ ...spring, endsOn: '2027-01-11' }, [])).toEqual([{ field: 'endsOn', message: 'must be after the start' }])
    expect(termProblems({ ...spring, booklistDeadline: '2026-12-20' }, [])).toEqual([
      { field: 'booklistDeadline', message: 'must be on or before the adoption deadline' },
    ])
    expect(termProblems({ ...spring, startsOn: '2026-02-30' }, [])).toEqual([{ field: 'startsOn', message: '2026-02-30 is not a day of the calendar' }])
    expect(termProblems({ ...spring, endsOn: 'soon' }, [])).toEqual([{ field: 'endsOn', message: 'must be a date such as 2027-01-11' }])
    expect(termProblems({ ...spring, name: 'Spring' }, [])).toEqual([
      { field: 'name', message: 'must be a year and a season, such as 2027-spring or 2027-summer-school' },
    ])
  })

  it('refuses a name already used and an overlap with a term of the same season, but not with another season', () => {
    expect(termProblems(spring, [spring])).toEqual([{ field: 'name', message: 'is already used by another term: Spring 2027' }])
    const overlapping = {
      ...spring,
      name: '2028-spring',
      startsOn: '2027-05-01',
      endsOn: '2027-09-01',
      adoptionDeadline: '2027-04-01',
      booklistDeadline: '2027-03-01',
    }
    expect(termProblems(overlapping, [spring])).toEqual([
      { field: 'startsOn', message: 'overlaps Spring 2027 (11 Jan – 14 May 2027): terms of one season may not overlap' },
    ])
    expect(termProblems({ ...overlapping, name: '2027-summer-school' }, [spring])).toEqual([])
  })
})
