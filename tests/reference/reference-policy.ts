/**
 * Issue 3's rules written out by hand, without the compiled policy: the
 * independent reading the property tests compare the compiler and runtime
 * with, and the "hand-written function" baseline for benchmarks. Keep it
 * plain and literal; when it and the policy disagree, one of them misreads the issue.
 */

export interface ReferenceFacts {
  readonly flags: Readonly<Record<string, boolean | undefined>>
  readonly permissions: Readonly<Record<string, boolean | undefined>>
  readonly institution: Readonly<Record<string, unknown>>
  /** The signed-in user; without one no dashboard opens. */
  readonly user?: { readonly id: string; readonly institutionId: string }
}

export interface ReferenceMenuItem {
  readonly title: string
  readonly path: string
  readonly children: readonly ReferenceMenuItem[]
}

export type ReferenceOutcome =
  { readonly result: 'allow' } | { readonly result: 'redirect'; readonly to: string } | { readonly result: 'unauthorized' } | { readonly result: 'not-found' }

export interface ReferenceResult {
  readonly menu: readonly ReferenceMenuItem[]
  readonly landing: string
  outcome(path: string): ReferenceOutcome
}

/** The three special institutions of the Reports rule (placeholders in policy/checks.yaml). */
const REPORTS_INSTITUTIONS = ['inst-reports-a', 'inst-reports-b', 'inst-reports-c']

interface Item {
  readonly key: string
  readonly title: string
  /** Undefined for Analytics without dashboards: it has nowhere to link to. */
  readonly path: string | undefined
  readonly guard: boolean
  readonly children: readonly Item[]
}

interface Route {
  readonly paths: readonly string[]
  readonly flag?: string
  readonly check?: boolean
  readonly permissions?: readonly string[]
}

export function referenceEvaluate(facts: ReferenceFacts): ReferenceResult {
  const inst = facts.institution
  const config = (inst.booklist_config ?? {}) as Record<string, unknown>
  const flag = (name: string) => facts.flags[name] === true
  const rolesOn = flag('roles-and-permissions')
  const holds = (name: string) => !rolesOn || facts.permissions[name] === true

  const pricingApprovals = inst.isPricingApprovalsEnabled === true
  const supplyRequests = inst.enable_supply_request === 'enabled'
  const eaOrIa = inst.isEAorIA === true
  const hasRequestsPageAccess = inst.approval_type === 'pricing_approvals' && !eaOrIa
  const hasReportsPageAccess = config.region === 'gb' || REPORTS_INSTITUTIONS.includes(config.institution_id as string)
  const hasSupplyPageAccess = supplyRequests
  const dashboards = (Array.isArray(inst.availableDashboards) ? inst.availableDashboards : []) as { id: string; displayName: string }[]
  // Issue 30: a dashboard's id is its kind; a signed-in person with its kind's permission opens it.
  const dashboardKinds = ['academic', 'acquisitions', 'allTitles', 'bibliotechAdmin', 'uaaSpend', 'engage']
  const openable = dashboards.filter((d) => facts.user !== undefined && flag('dashboards') && dashboardKinds.includes(d.id) && holds(`dashboards:${d.id}`))
  const dashboardPath = (id: string) => `/analytics/${encodeURIComponent(id)}`
  const base = inst.approval_config === 'adoption_approvals' ? '/approvals' : '/requests'
  // Issue 50: the Requests item shows only where its page opens; where it does not, Supplies and
  // New Request sit under Booklist even with pricing approvals.
  const requestsShown = inst.hasApprovalPermission === true && flag('order-approvals-page') && hasRequestsPageAccess
  const underRequests = pricingApprovals && requestsShown

  const item = (key: string, title: string, path: string | undefined, guard: boolean, children: Item[] = []): Item => ({ key, title, path, guard, children })
  const items: Item[] = [
    item('adoptions', 'Adoptions', '/adoptions', holds('adoptions:viewAssignedCourses') && eaOrIa),
    item('search', 'Search', '/search', holds('catalogue:search') && !flag('detailed-search')),
    item('catalog-search', 'Search', '/catalog-search', holds('catalogue:search') && flag('detailed-search')),
    item('booklist', 'Booklist', '/booklist', holds('booklist:view'), [
      item('', 'Supplies', '/booklist/supply', !underRequests && holds('booklist:view') && flag('course-supply') && supplyRequests),
      item('', 'Bulk Upload', '/booklist/upload', holds('booklist:bulkUpload')),
      item('', 'New Request', '/booklist/new-request', holds('booklist:request') && !underRequests),
    ]),
    item(
      'analytics',
      'Analytics',
      openable[0] ? dashboardPath(openable[0].id) : undefined,
      flag('dashboards') && dashboards.length > 0,
      openable.map((d) => item('', d.displayName, dashboardPath(d.id), true)),
    ),
    item('requests', base === '/approvals' ? 'Approvals' : 'Requests', base, requestsShown, [
      item('', 'History', `${base}/history`, inst.hasApprovalPermission === true),
      // Issue 28: purchasers order and receive, approvers follow the orders.
      item('', 'Purchase', '/requests/purchase', holds('cart:purchase') || holds('booklist:approve')),
      item('', 'Supplies', '/requests/supply', pricingApprovals && holds('booklist:view') && flag('course-supply') && supplyRequests),
      item('', 'New Request', '/requests/new-request', pricingApprovals && holds('booklist:request')),
    ]),
    item('courses', 'Courses', '/courses', inst.courseIngestionEnabled === true && holds('adoptions:viewAllCourses')),
    item('students', 'Students', '/students', flag('user-management-page') && inst.isEA === true && inst.opt_out_hosting_type === 'adoptions-hosted'),
    // Issue 32: staff permissions, for who manages them.
    item('staff', 'Staff', '/staff', holds('permissions:manage')),
    // Issue 58: who can open a page, see a menu item or act on a record, for who manages permissions.
    item('who-can', 'Who can…?', '/access/who-can', holds('permissions:manage')),
    // Issue 58: the access reviews, for who manages permissions.
    item('access-reviews', 'Access reviews', '/access/reviews', holds('permissions:manage')),
    item('reports', 'Reports', '/reports', flag('report-page') && holds('counterReport:view') && hasReportsPageAccess),
    item('store', 'Store', '/store', inst.institutionHasStore === true && flag('store-management')),
    // Issue 55: the institution's terms and deadlines, for who manages them.
    item('terms', 'Terms', '/terms', holds('terms:manage')),
  ]

  const shown = (list: readonly Item[]): Item[] => list.filter((i) => i.guard && i.path !== undefined)
  const toMenu = (list: readonly Item[]): ReferenceMenuItem[] => shown(list).map((i) => ({ title: i.title, path: i.path ?? '', children: toMenu(i.children) }))
  const menu = toMenu(items)

  const topShown = shown(items)
  const preferred = ['booklist', 'adoptions', 'analytics', 'requests', 'catalog-search', 'courses', 'students']
  const firstPreferred = preferred.map((key) => topShown.find((i) => i.key === key)).find((i) => i !== undefined)
  const landing = !rolesOn ? '/booklist' : (firstPreferred?.path ?? topShown[0]?.path ?? '/unauthorized')

  const routes: Route[] = [
    { paths: ['/adoptions'], permissions: ['adoptions:viewAssignedCourses'] },
    { paths: ['/analytics/*'], flag: 'dashboards' },
    { paths: ['/booklist'], permissions: ['booklist:view'] },
    { paths: ['/booklist/supply', '/requests/supply'], permissions: ['booklist:view'], flag: 'course-supply', check: hasSupplyPageAccess },
    { paths: ['/booklist/upload'], permissions: ['booklist:bulkUpload'] },
    { paths: ['/booklist/upload/*'] },
    { paths: ['/catalog-search', '/search'], permissions: ['catalogue:search'] },
    { paths: ['/courses', '/adoptions/status'], permissions: ['adoptions:viewAllCourses'] },
    { paths: ['/reports'], flag: 'report-page', check: hasReportsPageAccess },
    {
      paths: ['/requests', '/approvals', '/requests/history', '/approvals/history', '/requests/purchase'],
      flag: 'order-approvals-page',
      check: hasRequestsPageAccess,
    },
    { paths: ['/search/*'] },
    { paths: ['/search/request', '/requests/new-request', '/booklist/new-request'] },
    { paths: ['/store'], flag: 'store-management' },
    { paths: ['/students'], flag: 'user-management-page' },
    { paths: ['/staff', '/access/who-can'], permissions: ['permissions:manage'] },
    { paths: ['/access/reviews', '/access/reviews/*', '/access/reviews/*/print'], permissions: ['permissions:manage'] },
    { paths: ['/terms'], permissions: ['terms:manage'] },
    // Issue 54: one's own notifications and their settings, for anyone signed in.
    { paths: ['/notifications', '/notifications/settings'] },
  ]
  const findRoute = (path: string): Route | undefined => {
    const exact = routes.find((r) => r.paths.includes(path))
    if (exact) return exact
    return routes.find((r) =>
      r.paths.some((pattern) => {
        // Each `*` stands for one path segment (`/search/*`, `/access/reviews/*/print`).
        if (!pattern.includes('*')) return false
        const segments = pattern.split('/')
        const parts = path.split('/')
        return segments.length === parts.length && segments.every((segment, i) => (segment === '*' ? parts[i] !== '' : segment === parts[i]))
      }),
    )
  }
  const everyItem = (list: readonly Item[]): Item[] => list.flatMap((i) => [i, ...everyItem(i.children)])

  const outcome = (rawPath: string): ReferenceOutcome => {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath
    if (path === '/') return { result: 'redirect', to: landing }
    if (path === '/unauthorized') return landing === '/unauthorized' ? { result: 'allow' } : { result: 'redirect', to: landing }
    const route = findRoute(path)
    if (!route) return { result: 'not-found' }
    if (route.flag !== undefined && !flag(route.flag)) return { result: 'redirect', to: '/' }
    if (route.check !== undefined) {
      if (!route.check) return { result: 'unauthorized' }
    } else if (route.permissions && !route.permissions.some(holds)) {
      return { result: 'unauthorized' }
    }
    const atPath = everyItem(items).filter((i) => i.path === path)
    if (atPath.length > 0 && !atPath.some((i) => i.guard)) return { result: 'unauthorized' }
    return { result: 'allow' }
  }

  return { menu, landing, outcome }
}
