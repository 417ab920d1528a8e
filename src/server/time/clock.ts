/**
 * The server's one clock. Every "now" of the app (sessions, the write path,
 * notifications, digests, reminders, the status board) reads the function
 * start-app.ts makes here, so tests pass their own and the demo and the
 * browser tests may start the clock at a chosen moment (ADOPTIONS_NOW, never
 * in production: config.ts refuses it there).
 */
export type Clock = () => number

/**
 * A clock that reads `startAt` when it is made and runs on from there at the
 * real pace: "8 days before the deadline" stays that day, and "just now" and
 * timeouts still mean what they say.
 */
export function clockFrom(startAt: number | undefined, real: Clock = Date.now): Clock {
  if (startAt === undefined) return real
  const offset = startAt - real()
  return () => real() + offset
}
