// Calendar months (`2026-03`) as the dashboards and the COUNTER reports take them: zod-free, so
// route loaders in the first load can read them.

/** A calendar month, `2026-03`, as `<input type="month">` writes it. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/
export const monthMessage = 'A month is written YYYY-MM, for example 2026-03.'

/** The months from `from` to `to`, both included: `['2026-01', '2026-02', …]`; none when `to` comes first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = []
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number]
  for (let i = 0; ; i++) {
    const value = new Date(Date.UTC(fromYear, fromMonth - 1 + i, 1)).toISOString().slice(0, 7)
    if (value > to) return months
    months.push(value)
  }
}
