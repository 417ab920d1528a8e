// GENERATED FILE: do not edit. Compiled from policy/*.yaml by `npm run policy -- build`;
// change the policy and run that command to rebuild it.

export const permissionNames = [
  "booklist:bulkUpload",
  "booklist:view",
  "booklist:edit",
  "booklist:request",
  "booklist:approve",
  "booklist:autoApprove",
  "catalogue:search",
  "cart:purchase",
  "adoptions:viewAssignedCourses",
  "adoptions:viewAllCourses",
  "adoptions:approve",
  "dashboards:academic",
  "dashboards:acquisitions",
  "dashboards:allTitles",
  "dashboards:bibliotechAdmin",
  "dashboards:uaaSpend",
  "dashboards:engage",
  "permissions:manage",
  "booklist:viewInternalStatus",
  "counterReport:view",
  "terms:manage",
] as const
export type Permission = (typeof permissionNames)[number]

/** What each permission lets its holder do (policy/permissions.yaml); read by the server (the Staff page), not by the browser's boot. */
export const permissionDescriptions: Readonly<Record<Permission, string>> = {
  "booklist:bulkUpload": "Upload a whole booklist from a spreadsheet.",
  "booklist:view": "Open the booklist and read its titles.",
  "booklist:edit": "Change titles and quantities on the booklist.",
  "booklist:request": "Raise a new request for a title or supply.",
  "booklist:approve": "Approve booklist changes made by others.",
  "booklist:autoApprove": "Have own booklist changes approved automatically.",
  "catalogue:search": "Search the catalogue of titles.",
  "cart:purchase": "Place a purchase from the cart.",
  "adoptions:viewAssignedCourses": "See the adoptions of the courses assigned to you.",
  "adoptions:viewAllCourses": "See every course of the institution.",
  "adoptions:approve": "Approve course adoptions.",
  "dashboards:academic": "Open the academic dashboard.",
  "dashboards:acquisitions": "Open the acquisitions dashboard.",
  "dashboards:allTitles": "Open the all-titles dashboard.",
  "dashboards:bibliotechAdmin": "Open the Bibliotech admin dashboard.",
  "dashboards:uaaSpend": "Open the UAA spend dashboard.",
  "dashboards:engage": "Open the engagement dashboard.",
  "permissions:manage": "Manage the permissions of other staff.",
  "booklist:viewInternalStatus": "See the internal processing status of booklist items.",
  "counterReport:view": "Open COUNTER usage reports.",
  "terms:manage": "Add terms and change their dates and deadlines.",
}

export const flagNames = [
  "course-supply",
  "report-page",
  "order-approvals-page",
  "store-management",
  "user-management-page",
  "dashboards",
  "detailed-search",
  "record-session",
  "roles-and-permissions",
] as const
export type Flag = (typeof flagNames)[number]

export const checkNames = [
  "hasRequestsPageAccess",
  "hasReportsPageAccess",
  "hasSupplyPageAccess",
  "hasAdminAccess",
] as const
export type CheckName = (typeof checkNames)[number]

export const routePaths = [
  "/",
  "/unauthorized",
  "/adoptions",
  "/analytics/$dashboardId",
  "/booklist",
  "/booklist/supply",
  "/requests/supply",
  "/booklist/upload",
  "/booklist/upload/$uploadId",
  "/catalog-search",
  "/search",
  "/courses",
  "/adoptions/status",
  "/reports",
  "/requests",
  "/approvals",
  "/requests/history",
  "/approvals/history",
  "/requests/purchase",
  "/search/$nbsi",
  "/search/request",
  "/requests/new-request",
  "/booklist/new-request",
  "/store",
  "/students",
  "/staff",
  "/access/who-can",
  "/access/reviews",
  "/access/reviews/$reviewId",
  "/access/reviews/$reviewId/print",
  "/terms",
  "/notifications",
  "/notifications/settings",
] as const
export type RoutePath = (typeof routePaths)[number]

export const menuItemIds = [
  "adoptions",
  "search",
  "catalog-search",
  "booklist",
  "booklist-supplies",
  "booklist-upload",
  "booklist-new-request",
  "analytics",
  "requests",
  "requests-history",
  "requests-purchase",
  "requests-supplies",
  "requests-new-request",
  "courses",
  "students",
  "staff",
  "who-can",
  "access-reviews",
  "reports",
  "store",
  "terms",
] as const
export type MenuItemId = (typeof menuItemIds)[number]

/** Every tRPC procedure of policy/procedures.yaml; the server checks its router against this list. */
export const procedureNames = [
  "auth.getUser",
  "institutionConfig.get",
  "user.hasPermissions",
  "featureFlags.get",
  "requests.list",
  "requests.get",
  "requests.create",
  "requests.approve",
  "requests.reject",
  "requests.cancel",
  "orders.cart",
  "orders.list",
  "orders.place",
  "orders.receive",
  "supplies.list",
  "supplies.choices",
  "supplies.raise",
  "catalogue.search",
  "catalogue.get",
  "courses.list",
  "adoptions.list",
  "adoptions.awaiting",
  "adoptions.history",
  "adoptions.adopt",
  "adoptions.withdraw",
  "adoptions.approve",
  "adoptions.reject",
  "uploads.check",
  "uploads.commit",
  "uploads.discard",
  "uploads.list",
  "uploads.get",
  "uploads.rows",
  "uploads.errorRows",
  "booklists.list",
  "booklists.get",
  "booklists.editable",
  "booklists.addItem",
  "booklists.updateItem",
  "booklists.removeItem",
  "booklists.submit",
  "booklists.reopen",
  "students.list",
  "students.history",
  "students.grantAccess",
  "students.revokeAccess",
  "staff.list",
  "staff.get",
  "staff.previewPermissions",
  "staff.setPermissions",
  "store.list",
  "store.history",
  "store.forTitle",
  "store.update",
  "store.setVisibility",
  "store.add",
  "counterReports.get",
  "dashboards.get",
  "live.events",
  "notifications.list",
  "notifications.unread",
  "notifications.markRead",
  "notifications.markAllRead",
  "notifications.settings",
  "notifications.setEmail",
  "terms.list",
  "terms.history",
  "terms.create",
  "terms.update",
  "calendar.feed",
  "calendar.reset",
  "termStatus.board",
  "booklists.rolloverPreview",
  "booklists.rollover",
  "adoptions.readoptPreview",
  "adoptions.readopt",
  "courses.costReport",
  "counterApi.members",
  "counterApi.reportList",
  "counterApi.report",
  "counterApiKeys.list",
  "counterApiKeys.create",
  "counterApiKeys.revoke",
  "whoCan.choices",
  "whoCan.ask",
  "accessReviews.list",
  "accessReviews.get",
  "accessReviews.people",
  "accessReviews.compare",
  "accessReviews.start",
  "accessReviews.decide",
  "accessReviews.signOff",
] as const
export type ProcedureName = (typeof procedureNames)[number]

/** The institution config (institutionConfig.get), as declared in policy/facts.yaml. */
export interface InstitutionConfig {
  /** Booklist settings of the institution. */
  readonly booklist_config: {
    /** Region code in lower case, for example gb or us. */
    readonly region: string
    /** Identifier of the institution in the booklist service. */
    readonly institution_id: string
  }
  /** Days of access granted to a title. */
  readonly enabledAccessLength: number
  /** The institution has external or institutional access. */
  readonly isEAorIA: boolean
  /** The institution has institutional access. */
  readonly isIA: boolean
  /** The institution has external access. */
  readonly isEA: boolean
  /** adoption_approvals, or null for order requests. */
  readonly approval_config: string | null
  /** pricing_approvals, or null. */
  readonly approval_type: string | null
  /** Permissions of the institution's admin users. */
  readonly adminUserPermissions: Readonly<Record<string, boolean>>
  /** Analytics dashboards the institution may open. */
  readonly availableDashboards: ReadonlyArray<{
    /** Dashboard id, used in /analytics/$dashboardId. */
    readonly id: string
    /** Title shown in the menu and on the page. */
    readonly displayName: string
  }>
  /** The user may approve orders for this institution. */
  readonly hasApprovalPermission: boolean
  /** Supplies and new requests sit under Requests instead of Booklist. */
  readonly isPricingApprovalsEnabled: boolean
  /** enabled when supply requests are switched on. */
  readonly enable_supply_request: string
  /** Courses are imported from the student system. */
  readonly courseIngestionEnabled: boolean
  /** The institution runs a store. */
  readonly institutionHasStore: boolean
  /** adoptions-hosted when this product hosts the student list. */
  readonly opt_out_hosting_type: string
}
