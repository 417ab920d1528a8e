// The shape every list shares, without zod: route loaders import it into the app's first load.

/** The page sizes every list offers; the table's page-size menu shows the same. */
export const pageSizes = [25, 50, 100] as const
export type PageSize = (typeof pageSizes)[number]

/** The URL names of a list's position, the same on every list: `?sort=title&desc=true&page=2&pageSize=50`. */
export interface ListPosition<S extends string = string> {
  readonly sort?: S
  readonly desc: boolean
  readonly page: number
  readonly pageSize: PageSize
}

/** A day in the date filters, as `<input type="date">` writes it. */
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** 2026-02-30 matches the pattern but not the calendar (Date would roll it over to March). */
export function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00.000Z`)
  return dayPattern.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text)
}
