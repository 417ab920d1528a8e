import { describe, expect, it } from 'vitest'
import { currentOf, termStates } from './term-state.ts'

const term = (name: string, starts: string, ends: string, deadline: string) => ({
  name,
  starts_at: `${starts}T00:00:00.000Z`,
  ends_at: `${ends}T23:59:59.999Z`,
  adoption_deadline_at: `${deadline}T23:59:59.999Z`,
})
const autumn = term('2026-autumn', '2026-09-14', '2026-12-18', '2026-08-17')
const spring = term('2027-spring', '2027-01-11', '2027-05-14', '2026-12-14')
const summer = term('2027-summer', '2027-06-07', '2027-08-13', '2027-05-10')
const at = (iso: string) => Date.parse(iso)

describe('termStates', () => {
  it('opens a term when the one before it starts, until its adoption deadline; then past deadline, running, ended', () => {
    expect(termStates([autumn, spring, summer], at('2026-08-01T12:00:00Z'))).toEqual(['open', 'upcoming', 'upcoming'])
    expect(termStates([autumn, spring, summer], at('2026-08-20T12:00:00Z'))).toEqual(['pastDeadline', 'upcoming', 'upcoming'])
    expect(termStates([autumn, spring, summer], at('2026-11-29T12:00:00Z'))).toEqual(['running', 'open', 'upcoming'])
    expect(termStates([summer, autumn, spring], at('2026-12-15T12:00:00Z'))).toEqual(['upcoming', 'running', 'pastDeadline'])
    expect(termStates([autumn, spring, summer], at('2027-02-01T12:00:00Z'))).toEqual(['ended', 'running', 'open'])
  })

  it('keeps the deadline day open to its last moment', () => {
    expect(termStates([autumn, spring], at('2026-12-14T23:59:59.999Z'))).toEqual(['running', 'open'])
    expect(termStates([autumn, spring], at('2026-12-15T00:00:00.000Z'))).toEqual(['running', 'pastDeadline'])
  })
})

describe('currentOf', () => {
  it('is the running term, else the next to start, else the last; none without terms', () => {
    expect(currentOf([spring, autumn, summer], at('2026-11-29T12:00:00Z'))).toBe('2026-autumn')
    expect(currentOf([spring, autumn, summer], at('2026-12-25T12:00:00Z'))).toBe('2027-spring')
    expect(currentOf([spring, autumn, summer], at('2026-01-01T12:00:00Z'))).toBe('2026-autumn')
    expect(currentOf([spring, autumn, summer], at('2028-01-01T12:00:00Z'))).toBe('2027-summer')
    expect(currentOf([], at('2028-01-01T12:00:00Z'))).toBeUndefined()
  })
})
