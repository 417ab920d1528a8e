import { TRPCError } from '@trpc/server'
import { spendWrite } from '../db/write-budgets-repo.ts'
import { middleware } from './init.ts'

/**
 * The cause of a refused write: how long until the person's window ends.
 * The app server turns it into the `Retry-After` header (http/retry-after.ts).
 */
export class WriteLimitReached extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
    this.name = 'WriteLimitReached'
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a person is told when a write is refused. */
export function writeLimitMessage(writesPerWindow: number, writeWindowMs: number, retryAfterSeconds: number): string {
  return (
    `You are making changes too quickly: at most ${plural(writesPerWindow, 'change', 'changes')} ` +
    `can be made in ${plural(writeWindowMs / 1000, 'second', 'seconds')}. ` +
    `This change was not saved; try again in ${plural(retryAfterSeconds, 'second', 'seconds')}.`
  )
}

/**
 * Per-person write limit (issue 24): every mutation spends one of the
 * signed-in person's writes, counted in the database so all app servers and
 * all of the person's sessions share one budget. Once it is spent the
 * mutation is refused with 429 before it runs; queries never count.
 */
export const writeLimit = middleware(async ({ ctx, type, next }) => {
  if (type !== 'mutation' || ctx.session.kind !== 'user') return next()
  const { limits, db, now } = ctx.deps
  const spent = await spendWrite(db, ctx.session.user.id, now(), limits)
  if (!spent.ok) {
    const seconds = Math.ceil(spent.retryAfterMs / 1000)
    const message = writeLimitMessage(limits.writesPerWindow, limits.writeWindowMs, seconds)
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new WriteLimitReached(message, seconds) })
  }
  return next()
})
