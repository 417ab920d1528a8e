import type { PolicyWithSources } from '../../src/policy/model.ts'
import type { ReplayResult, StaffImpact } from '../policy/semantics/impact/impact-types.ts'

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
