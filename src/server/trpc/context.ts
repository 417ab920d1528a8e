import type { CompiledPolicy } from '../../policy/model.ts'
import type { DecisionSink } from '../decisions/decision.ts'
import type { CounterApiCaller } from '../features/counter-api/counter-api-auth.repo.ts'
import { readSessionToken } from '../auth/session-cookie.ts'
import { sessionUserId } from '../auth/sessions.ts'
import { findInstitution, type InstitutionRow } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import { findUserById, type UserRow } from '../db/users-repo.ts'
import type { Limits } from '../limits.ts'
import type { LiveHub } from '../live/live-hub.ts'
import type { Logger } from '../logger.ts'

/** What every request needs; built once by the server and shared. */
export interface ServerDeps {
  readonly db: AppDb
  readonly policy: CompiledPolicy
  readonly logger: Logger
  readonly now: () => number
  /** Bounds on bodies, batches and writes (limits.ts). */
  readonly limits: Limits
  /** The live streams of this server (src/server/live/); left out, nothing is live (most tests). */
  readonly live?: LiveHub | undefined
  /** Where access decisions are logged (src/server/decisions/); left out, nothing is logged (most tests). */
  readonly decisions?: DecisionSink | undefined
}

/**
 * Who is asking. Resolved once per HTTP request (a batch shares it); the
 * `authenticated` middleware turns the first two kinds into 401 and 403.
 */
export type Session =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'forbidden'; readonly reason: 'disabled' | 'no-institution'; readonly userId: string }
  | { readonly kind: 'user'; readonly user: UserRow; readonly institution: InstitutionRow }

export interface Context {
  readonly deps: ServerDeps
  readonly session: Session
  /**
   * A COUNTER API harvest (src/server/features/counter-api/): the key it was made with, already checked.
   * Its session is anonymous, so every procedure but the harvester's refuses it (harvester-access.ts).
   */
  readonly harvester?: CounterApiCaller
  /** The request's id (logging/request-log.ts), which an error answer carries so a person can quote it. */
  readonly requestId?: string
}

export async function createContext(deps: ServerDeps, cookieHeader: string | undefined, requestId?: string): Promise<Context> {
  return { deps, session: await resolveSession(deps, cookieHeader), ...(requestId === undefined ? {} : { requestId }) }
}

/** The signed-in person's id, also of one refused (disabled, no institution); undefined when nobody is. */
export function sessionPersonId(session: Session): string | undefined {
  return session.kind === 'user' ? session.user.id : session.kind === 'forbidden' ? session.userId : undefined
}

export async function resolveSession(deps: ServerDeps, cookieHeader: string | undefined): Promise<Session> {
  const token = readSessionToken(cookieHeader)
  const userId = token === undefined ? undefined : await sessionUserId(deps.db, token, deps.now())
  const user = userId === undefined ? undefined : await findUserById(deps.db, userId)
  if (!user) return { kind: 'anonymous' }
  if (user.disabled) return { kind: 'forbidden', reason: 'disabled', userId: user.id }
  const institution = user.institutionId === null ? undefined : await findInstitution(deps.db, user.institutionId)
  if (!institution) return { kind: 'forbidden', reason: 'no-institution', userId: user.id }
  return { kind: 'user', user, institution }
}
