/**
 * One institution of a test data file, as a YAML list item (JSON is YAML), so
 * fixtures state only what their tests depend on. The defaults are an
 * institution with every optional feature off; `config` and `flags` override them.
 */
export function fixtureInstitution(id: string, overrides: { readonly flags?: Readonly<Record<string, boolean>>; readonly config?: Readonly<Record<string, unknown>> } = {}): string {
  const config = {
    booklist_config: { region: 'gb', institution_id: id },
    enabledAccessLength: 90,
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
    opt_out_hosting_type: 'institution-hosted',
    ...overrides.config,
  }
  return `\n  - ${JSON.stringify({ id, name: id, flags: { 'roles-and-permissions': true, ...overrides.flags }, config })}`
}
