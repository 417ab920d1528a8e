import { institution, type InstitutionOverrides } from '../../../tests/factories/facts.ts'

/**
 * One institution of a test data file, as a YAML list item (JSON is YAML), so
 * fixtures state only what their tests depend on. The config is the shared
 * factory's neutral institution (tests/factories/facts.ts) in gb with 90-day
 * access; `config` and `flags` override it.
 */
export function fixtureInstitution(
  id: string,
  overrides: {
    readonly flags?: Readonly<Record<string, boolean>>
    readonly config?: InstitutionOverrides
    /** Further fields of the institution: its timeZone, reminderDays, terms. */
    readonly more?: Readonly<Record<string, unknown>>
  } = {},
): string {
  const config = institution({
    enabledAccessLength: 90,
    opt_out_hosting_type: 'institution-hosted',
    ...overrides.config,
    booklist_config: { region: 'gb', institution_id: id, ...overrides.config?.booklist_config },
  })
  return `\n  - ${JSON.stringify({ id, name: id, flags: { 'roles-and-permissions': true, ...overrides.flags }, config, ...overrides.more })}`
}
