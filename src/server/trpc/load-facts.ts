import type { Facts } from '../../policy/index.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import { institutionFlags } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import { userPermissions } from '../db/users-repo.ts'
import { institutionConfigSchema } from '../data/institution-config-schema.ts'
import type { InstitutionConfig } from '../policy.ts'

export type FactsResult = { readonly ok: true; readonly facts: Facts; readonly config: InstitutionConfig } | { readonly ok: false; readonly problem: string }

const schemas = new WeakMap<CompiledPolicy, ReturnType<typeof institutionConfigSchema>>()

/**
 * The facts the policy is evaluated against for one user, read from the
 * database. The stored config is validated again because the database may have
 * been edited by hand since it was loaded.
 */
export async function loadFacts(db: AppDb, policy: CompiledPolicy, userId: string, institutionId: string, rawConfig: unknown): Promise<FactsResult> {
  const parsed = parseInstitutionConfig(policy, institutionId, rawConfig)
  if (!parsed.ok) return parsed
  const facts: Facts = {
    flags: await institutionFlags(db, institutionId),
    permissions: await userPermissions(db, userId),
    // The generated interface has no index signature; the runtime reads it by name.
    institution: parsed.config as unknown as Record<string, unknown>,
  }
  return { ok: true, facts, config: parsed.config }
}

/** The stored institution config, checked against the policy's facts (it may have been edited by hand). */
export function parseInstitutionConfig(
  policy: CompiledPolicy,
  institutionId: string,
  rawConfig: unknown,
): { readonly ok: true; readonly config: InstitutionConfig } | { readonly ok: false; readonly problem: string } {
  let schema = schemas.get(policy)
  if (!schema) {
    schema = institutionConfigSchema(policy)
    schemas.set(policy, schema)
  }
  const parsed = schema.safeParse(rawConfig)
  if (parsed.success) return { ok: true, config: parsed.data }
  const first = parsed.error.issues[0]
  return { ok: false, problem: `institution ${institutionId} has an invalid config: ${first?.path.join('.') ?? ''} ${first?.message ?? ''}`.trim() }
}
