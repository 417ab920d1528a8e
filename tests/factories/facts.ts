import type { Flag, InstitutionConfig, Permission } from '../../src/generated/policy-names.gen.ts'
import type { Facts } from '../../src/policy/index.ts'

/**
 * Shared builders for policy facts, used by unit tests, the reference-policy
 * property tests and browser tests alike. Every builder starts from a neutral
 * institution (nothing enabled, region us) so a test names exactly what it needs.
 */

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

export interface InstitutionOverrides extends Partial<Omit<Mutable<InstitutionConfig>, 'booklist_config'>> {
  readonly booklist_config?: Partial<InstitutionConfig['booklist_config']>
}

export interface PersonaOverrides {
  readonly flags?: Partial<Record<Flag, boolean>>
  readonly permissions?: Partial<Record<Permission, boolean>>
  readonly institution?: InstitutionOverrides
  /** The signed-in user, for record rules; left out, rules that name the user deny. */
  readonly user?: { readonly id: string; readonly institutionId: string }
}

export function institution(overrides: InstitutionOverrides = {}): InstitutionConfig {
  const { booklist_config: booklistConfig, ...rest } = overrides
  return {
    booklist_config: { region: 'us', institution_id: 'inst-1', ...booklistConfig },
    enabledAccessLength: 365,
    isEAorIA: false,
    isIA: false,
    isEA: false,
    approval_config: null,
    approval_type: null,
    adminUserPermissions: {},
    availableDashboards: [],
    hasApprovalPermission: false,
    isPricingApprovalsEnabled: false,
    enable_supply_request: 'disabled',
    courseIngestionEnabled: false,
    institutionHasStore: false,
    opt_out_hosting_type: 'self-hosted',
    ...rest,
  }
}

/** Facts for one signed-in user: flags and permissions default to none (missing = off / false). */
export function persona(overrides: PersonaOverrides = {}): Facts {
  return {
    flags: { ...overrides.flags },
    permissions: { ...overrides.permissions },
    institution: { ...institution(overrides.institution) },
    ...(overrides.user ? { user: { ...overrides.user } } : {}),
  }
}

/** Every name set to `value`, for personas that hold everything. */
export function every<Name extends string>(names: readonly Name[], value = true): Record<Name, boolean> {
  return Object.fromEntries(names.map((name) => [name, value])) as Record<Name, boolean>
}

/** A dashboard entry for `availableDashboards`. */
export function dashboard(id: string, displayName = `Dashboard ${id}`): { id: string; displayName: string } {
  return { id, displayName }
}

/**
 * A librarian of a gb institution with the Reports page switched on, as the COUNTER reports and
 * their API keys are opened; `view` false withholds counterReport:view.
 */
export function reportsLibrarian(user: { readonly id: string; readonly institutionId: string }, view = true): Facts {
  return persona({
    flags: { 'report-page': true, 'roles-and-permissions': true },
    permissions: { 'counterReport:view': view },
    institution: { booklist_config: { region: 'gb' } },
    user,
  })
}
