/**
 * One way to write a date everywhere, on screen, in messages and in notes (issue 50): "3 Sep 2026",
 * "Sep 2026", "3 Sep 2026, 14:03 UTC". Written by hand rather than by Intl: en-GB's short months
 * changed with ICU ("Sept"), and a browser in another locale would write "Sep 3, 2026"; these
 * read the same for everyone, in UTC, as every time is stored.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "3 Sep 2026": the day of a stored time or of a `YYYY-MM-DD` day; text that is no date stays as it is. */
export function formatDay(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? iso : `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`
}

/**
 * "2026-09-03": the UTC day of a stored time, as a table sorts and groups by it (and `formatDay` shows it);
 * a `YYYY-MM-DD` day stays itself, and text that is no date stays as it is.
 */
export function isoDay(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? iso : at.toISOString().slice(0, 10)
}

/** "Sep 2026": a `YYYY-MM` month. */
export function formatMonth(month: string): string {
  const at = new Date(`${month}-01T00:00:00Z`)
  return Number.isNaN(at.getTime()) ? month : `${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`
}

/** "25 Nov 2026, 14:03 UTC": a moment the same for everyone who reads the message. */
export function formatEventTime(iso: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`
  return `${formatDay(iso)}, ${time} UTC`
}
