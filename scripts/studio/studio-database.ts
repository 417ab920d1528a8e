import type { PolicyWithSources } from '../../src/policy/model.ts'
import type { DatabaseTarget } from '../../src/server/db/open-database.ts'
import { openReadOnly } from '../../src/server/db/open-read-only.ts'
import { replayDecisions } from '../policy/semantics/impact/decision-replay.ts'
import type { ReplayResult, StaffImpact } from '../policy/semantics/impact/impact-types.ts'
import { staffImpact } from '../policy/semantics/impact/staff-impact.ts'

/**
 * The app's database as the studio reads it (`npm run studio -- --database`), for the
 * Change review's "Impact on staff" and "Impact on recent decisions" (issue 59).
 * main.ts builds it from an opened read-only database; the tests pass a fake.
 */
export interface StudioDatabase {
  /** For the page: the SQLite path or the PostgreSQL URL without password, and the dialect. */
  readonly location: string
  readonly dialect: 'sqlite' | 'postgres'
  /** The impact of the candidate policy against git HEAD's; rejects with a message when it cannot be read. */
  impact(candidate: PolicyWithSources, base: PolicyWithSources): Promise<{ readonly staff: StaffImpact; readonly decisions: ReplayResult }>
}

/** What GET /api/database answers. */
export type DatabaseInfo = { readonly connected: false } | { readonly connected: true; readonly location: string; readonly dialect: 'sqlite' | 'postgres' }

/** What POST /api/impact answers with 200. */
export interface ImpactAnswer {
  readonly staff: StaffImpact
  readonly decisions: ReplayResult
}

/**
 * Opens the app's database read-only (openReadOnly: no write can happen) for
 * the studio: each impact reads the real staff and replays the last `last`
 * logged decisions under both policies.
 */
export async function openStudioDatabase(
  target: DatabaseTarget,
  last: number,
): Promise<(StudioDatabase & { close(): Promise<void> }) | { readonly error: string }> {
  const opened = await openReadOnly(target)
  if (!opened.ok) return { error: opened.error }
  return {
    location: opened.location,
    dialect: opened.dialect,
    impact: async (candidate, base) => ({
      staff: await staffImpact(opened.db, base, candidate),
      decisions: await replayDecisions(opened.db, base, candidate, { last }),
    }),
    close: () => opened.close(),
  }
}
