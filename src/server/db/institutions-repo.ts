import type { AppDb } from './schema.ts'

export interface InstitutionRow {
  readonly id: string
  readonly name: string
  /** Parsed from JSON but not yet validated; callers validate it against the policy's facts. */
  readonly config: unknown
  /** Branding from the data file (checked when it loaded); null: the app's own. */
  readonly accent: string | null
  readonly logo: string | null
}

export async function findInstitution(db: AppDb, id: string): Promise<InstitutionRow | undefined> {
  const row = await db.selectFrom('institutions').select(['id', 'name', 'config', 'accent', 'logo']).where('id', '=', id).executeTakeFirst()
  return row && { id: row.id, name: row.name, config: parseConfig(row.config), accent: row.accent, logo: row.logo }
}

/** A config edited by hand into invalid JSON reads as null, which the facts schema then refuses. */
function parseConfig(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

export async function institutionFlags(db: AppDb, institutionId: string): Promise<Record<string, boolean>> {
  const rows = await db.selectFrom('institution_flags').select(['flag', 'enabled']).where('institution_id', '=', institutionId).execute()
  return Object.fromEntries(rows.map((row) => [row.flag, row.enabled === 1]))
}

export async function insertInstitution(
  db: AppDb,
  institution: {
    id: string
    name: string
    config: unknown
    branding?: { accent: string | undefined; logo: string | undefined } | undefined
    notifications?: DigestTime | undefined
    reminderDays?: readonly number[] | undefined
    lowCostThreshold?: number | undefined
  },
): Promise<void> {
  await db
    .insertInto('institutions')
    .values({
      id: institution.id,
      name: institution.name,
      config: JSON.stringify(institution.config),
      ...brandingColumns(institution.branding),
      ...digestColumns(institution.notifications),
      reminder_days: reminderDaysColumn(institution.reminderDays),
      low_cost_minor: lowCostColumn(institution.lowCostThreshold),
    })
    .execute()
}

/** The reminder days of a data file institution as stored, largest first: `14,7,1` for what it leaves out. */
export function reminderDaysColumn(days: readonly number[] | undefined): string {
  return [...(days ?? [14, 7, 1])].sort((a, b) => b - a).join(',')
}

/** The low-cost threshold of a data file institution in minor units: whole units in the file (40 is 4000), 40 for what it leaves out. */
export function lowCostColumn(threshold: number | undefined): number {
  return Math.round((threshold ?? 40) * 100)
}

/** When a data file institution's daily digest is built. */
export interface DigestTime {
  readonly timeZone?: string | undefined
  readonly digestAt?: string | undefined
}

/** The digest columns of a data file institution: 07:00 UTC for what it leaves out. */
export function digestColumns(digest: DigestTime | undefined): { time_zone: string; digest_at: string } {
  return { time_zone: digest?.timeZone ?? 'UTC', digest_at: digest?.digestAt ?? '07:00' }
}

/** The branding columns of a data file institution: null for what it leaves out. */
export function brandingColumns(branding: { accent: string | undefined; logo: string | undefined } | undefined): {
  accent: string | null
  logo: string | null
} {
  return { accent: branding?.accent ?? null, logo: branding?.logo ?? null }
}

export async function setInstitutionFlag(db: AppDb, institutionId: string, flag: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('institution_flags')
    .values({ institution_id: institutionId, flag, enabled: enabled ? 1 : 0 })
    .onConflict((conflict) => conflict.columns(['institution_id', 'flag']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })))
    .execute()
}

export async function deleteInstitution(db: AppDb, id: string): Promise<void> {
  await db.deleteFrom('institutions').where('id', '=', id).execute()
}

export async function countInstitutions(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('institutions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** The origins of the institutions' https logos, for the CSP's img-src (a data: logo needs none). */
export async function logoOrigins(db: AppDb): Promise<string[]> {
  const rows = await db.selectFrom('institutions').select('logo').where('logo', 'like', 'https://%').execute()
  return [...new Set(rows.flatMap((row) => (row.logo !== null && URL.canParse(row.logo) ? [new URL(row.logo).origin] : [])))].sort()
}
