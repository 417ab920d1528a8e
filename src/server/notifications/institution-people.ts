import { personName } from '../../contracts/person-name.ts'
import { buildAbility } from '../../policy/index.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import { findInstitution, institutionFlags } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import type { AppAbility } from '../policy.ts'
import { parseInstitutionConfig } from '../trpc/load-facts.ts'

/** A person who may be told of a change: their compiled ability, as their own requests would build it now. */
export interface Person {
  readonly id: string
  readonly email: string
  readonly name: string
  readonly ability: AppAbility
}

/** Ids per query: well under both databases' parameter limits. */
const idsPerQuery = 500

/**
 * The enabled people of one institution (or only those named), each with the
 * ability their own requests would get: the institution's flags and config,
 * their permissions, themselves as the user. Read in three queries however
 * many people there are (a request's approvers may be hundreds), inside the
 * change's transaction, so it sees the permissions the change itself wrote.
 */
export async function institutionPeople(db: AppDb, policy: CompiledPolicy, institutionId: string, only?: readonly string[]): Promise<Person[]> {
  if (only?.length === 0) return []
  const institution = await findInstitution(db, institutionId)
  if (!institution) return []
  const config = parseInstitutionConfig(policy, institutionId, institution.config)
  // An institution whose config was broken by hand answers every request 403; nobody there is told anything either.
  if (!config.ok) return []
  const flags = await institutionFlags(db, institutionId)
  const users = await enabledUsers(db, institutionId, only)
  const permissions = await permissionsOf(
    db,
    users.map((user) => user.id),
  )
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    name: personName({ name: user.display_name, email: user.email }),
    ability: buildAbility(policy, {
      flags,
      permissions: permissions.get(user.id) ?? {},
      // The generated interface has no index signature; the runtime reads it by name.
      institution: config.config as unknown as Record<string, unknown>,
      user: { id: user.id, institutionId },
    }) as unknown as AppAbility,
  }))
}

async function enabledUsers(db: AppDb, institutionId: string, only: readonly string[] | undefined) {
  const query = db.selectFrom('users').select(['id', 'email', 'display_name']).where('institution_id', '=', institutionId).where('disabled', '=', 0)
  if (!only) return query.orderBy('id').execute()
  const found = []
  for (let start = 0; start < only.length; start += idsPerQuery)
    found.push(...(await query.where('id', 'in', only.slice(start, start + idsPerQuery)).execute()))
  return found
}

async function permissionsOf(db: AppDb, userIds: readonly string[]): Promise<Map<string, Record<string, boolean>>> {
  const byUser = new Map<string, Record<string, boolean>>()
  for (let start = 0; start < userIds.length; start += idsPerQuery) {
    const rows = await db
      .selectFrom('user_permissions')
      .select(['user_id', 'permission', 'granted'])
      .where('user_id', 'in', userIds.slice(start, start + idsPerQuery))
      .execute()
    for (const row of rows) byUser.set(row.user_id, { ...byUser.get(row.user_id), [row.permission]: row.granted === 1 })
  }
  return byUser
}
