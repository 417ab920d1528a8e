import type { TermState } from '../../contracts/terms.ts'
import type { TermInstants } from '../time/term-instants.ts'

type Timed = Pick<TermInstants, 'starts_at' | 'ends_at' | 'adoption_deadline_at'>

/**
 * Where each term is at `nowMs` (contracts/terms.ts says the cycle). The
 * terms are one institution's, in any order; the answer follows their order.
 */
export function termStates<T extends Timed>(terms: readonly T[], nowMs: number): TermState[] {
  const now = new Date(nowMs).toISOString()
  const byStart = [...terms].sort((a, b) => a.starts_at.localeCompare(b.starts_at))
  return terms.map((term) => {
    if (now > term.ends_at) return 'ended'
    if (now >= term.starts_at) return 'running'
    if (now > term.adoption_deadline_at) return 'pastDeadline'
    const before = byStart.filter((other) => other.starts_at < term.starts_at).at(-1)
    return before === undefined || before.starts_at <= now ? 'open' : 'upcoming'
  })
}

/**
 * The term lists show by default: the one running now (the latest to have
 * started, when two run at once), else the next to start, else the last to
 * end; undefined for an institution without terms.
 */
export function currentOf<T extends Timed & { readonly name: string }>(terms: readonly T[], nowMs: number): string | undefined {
  const now = new Date(nowMs).toISOString()
  const byStart = [...terms].sort((a, b) => a.starts_at.localeCompare(b.starts_at))
  const running = byStart.filter((term) => term.starts_at <= now && now <= term.ends_at).at(-1)
  const next = byStart.find((term) => term.starts_at > now)
  return (running ?? next ?? byStart.at(-1))?.name
}
