import { describe, expect, it } from 'vitest'
import { monthOfApiDate, resolvePeriod } from './counter-api-period.ts'

const now = Date.parse('2026-11-23T08:00:00.000Z')

describe('the API’s dates', () => {
  it.each([
    ['2026-01', '2026-01'],
    ['2026-01-31', '2026-01'],
    ['2024-02-29', '2024-02'],
  ])('reads %s as the month %s', (value, month) => expect(monthOfApiDate(value)).toBe(month))

  it.each(['2026-13', '2026-00', '2026-02-29', '2026-04-31', '2026-1', '26-01', '2026-01-01T00:00', ' 2026-01', '0000-01'])('refuses %j', (value) =>
    expect(monthOfApiDate(value)).toBeUndefined(),
  )
})

describe('the period a report answers for', () => {
  it('keeps a period of complete months with usage as asked', () => {
    expect(resolvePeriod('2026-01', '2026-10', now, '2025-12')).toEqual({ ok: true, begin: '2026-01', end: '2026-10', exceptions: [], nothingAvailable: false })
  })

  it('ends at the last complete month with 3031 naming the months not ready', () => {
    const period = resolvePeriod('2026-09', '2027-01', now, '2025-12')
    expect(period).toMatchObject({ ok: true, begin: '2026-09', end: '2026-10' })
    expect(period.ok && period.exceptions).toEqual([expect.objectContaining({ Code: 3031, Data: expect.stringContaining('2026-11 to 2027-01') })])
  })

  it('starts at the first month of usage with 3032, or answers nothing when every month is before it', () => {
    expect(resolvePeriod('2025-10', '2026-01', now, '2025-12')).toMatchObject({ ok: true, begin: '2025-12', exceptions: [{ Code: 3032 }] })
    expect(resolvePeriod('2025-01', '2025-06', now, '2025-12')).toMatchObject({ ok: true, nothingAvailable: true, exceptions: [{ Code: 3032 }] })
  })

  it.each([
    ['2026-05', '2026-03'],
    ['2026-11', '2026-11'],
    ['2030-01', '2030-02'],
    ['2020-01', '2026-03'],
  ])('refuses %s to %s with 3020', (begin, end) => expect(resolvePeriod(begin, end, now, undefined)).toMatchObject({ ok: false, exception: { Code: 3020 } }))
})
