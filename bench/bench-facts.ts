import type { CompiledPolicy, Facts } from '../src/policy/index.ts'

/**
 * The one set of facts the evaluation figures are measured with: a staff member
 * at an EA institution in region gb with most permissions and every flag on,
 * so nearly every menu item, check and route rule is actually evaluated
 * (Northbridge of the demo seed, with two dashboards).
 */
export function benchFacts(policy: CompiledPolicy): Facts {
  return {
    flags: Object.fromEntries(policy.flags.map((flag) => [flag.name, flag.name !== 'detailed-search'])),
    permissions: Object.fromEntries(policy.permissions.map((p, i) => [p.name, i % 5 !== 4])),
    institution: {
      booklist_config: { region: 'gb', institution_id: 'northbridge' },
      enabledAccessLength: 365,
      isEAorIA: true,
      isIA: false,
      isEA: true,
      approval_config: 'adoption_approvals',
      approval_type: null,
      adminUserPermissions: { 'permissions:manage': true },
      availableDashboards: [
        { id: 'spend', displayName: 'Spend overview' },
        { id: 'engagement', displayName: 'Student engagement' },
      ],
      hasApprovalPermission: true,
      isPricingApprovalsEnabled: false,
      enable_supply_request: 'enabled',
      courseIngestionEnabled: true,
      institutionHasStore: true,
      opt_out_hosting_type: 'adoptions-hosted',
    },
  }
}

/**
 * One concrete path per route and alias (parameters filled in), plus `/` and an
 * unknown path: "every route outcome" of the issue.
 */
export function everyRoutePath(policy: CompiledPolicy): string[] {
  const concrete = policy.routes.map((route) => route.path.replace(/\$dashboardId/g, 'spend').replace(/\$[A-Za-z]+/g, 'id-1'))
  return [...new Set(['/', ...concrete, '/no-such-page'])]
}
