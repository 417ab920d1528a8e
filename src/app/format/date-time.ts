/** A moment as the user's locale writes it, date and time: "26 Nov 2026, 09:14". */
export function formatDateTime(iso: string, locale?: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at)
}
