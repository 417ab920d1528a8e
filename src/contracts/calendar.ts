/**
 * A person's calendar feed of deadlines (issue 55): a secret address any
 * calendar program can subscribe to, without a session. The token in it is
 * the whole credential; resetting it ends the old address.
 */
export const calendarFeedPrefix = '/calendar/'

export function calendarFeedPath(token: string): string {
  return `${calendarFeedPrefix}${token}.ics`
}

/** The token of a feed path, or undefined for any other path: 43 base64url characters (32 random bytes). */
export function calendarTokenOf(pathname: string): string | undefined {
  const match = /^\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(pathname)
  return match?.[1]
}

/** What the Notification settings page shows of the caller's feed: its path, or none made yet. */
export interface CalendarFeed {
  readonly path: string | null
}
