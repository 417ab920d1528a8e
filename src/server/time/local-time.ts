/**
 * An institution's wall clock: the digest is built at its local time of day
 * (07:00 in New York is 11:00 or 12:00 UTC, by season), so the day and the
 * moment are worked out in its IANA time zone with Intl, never by a fixed offset.
 */
export interface LocalMoment {
  /** YYYY-MM-DD */
  readonly day: string
  /** HH:MM */
  readonly time: string
}

/** The local day and time of an instant. Throws a RangeError for an unknown time zone. */
export function localMoment(at: number, timeZone: string): LocalMoment {
  const parts = partsOf(at, timeZone)
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/**
 * The instant the wall clock of the zone reads `time` on `day`. A time the
 * clocks skip (a spring-forward gap) comes out within an hour of it.
 */
export function instantOf(day: string, time: string, timeZone: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, date, hour, minute)
  // Twice: the offset at the first guess may differ from the offset at the answer when a change lies between.
  let guess = wall - offsetAt(wall, timeZone)
  guess = wall - offsetAt(guess, timeZone)
  return guess
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const parts = partsOf(at, timeZone)
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second))
  return wall - Math.floor(at / 1000) * 1000
}

function partsOf(at: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]))
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>
}
