// GENERATED FILE: do not edit. Compiled from policy/*.yaml by `npm run policy -- build`;
// change the policy and run that command to rebuild it.
import { Fragment, Suspense, lazy } from 'react'
import { createRootRouteWithContext, createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router'
import { DefaultLayout } from '../app/layouts/default-layout.tsx'
import { UnauthenticatedLayout } from '../app/layouts/unauthenticated-layout.tsx'
import { RootShell } from '../app/root-shell.tsx'
import { LoadingScreen } from '../app/ui/loading-screen.tsx'
import { guardRoute } from '../app/routing/guard-route.ts'
import { NotFoundGate } from '../app/routing/not-found-gate.tsx'
import { pageChunk } from '../app/routing/page-chunk.ts'
import type { RouterContext } from '../app/routing/router-context.ts'
import { searchParams } from '../app/routing/search-params.ts'
import type { RoutePath } from './policy-names.gen.ts'
// A page's route.ts (loader, pending component) is small and imported statically; its page.tsx stays
// lazy, fetched once the loader's data request has left (pageChunk; `chunkAfter`: what the loader waits for first).
import { route as accessReviewPageRoute } from '../pages/access-review/route.ts'
import { route as accessReviewPrintPageRoute } from '../pages/access-review-print/route.ts'
import { route as accessReviewsPageRoute } from '../pages/access-reviews/route.ts'
import { route as adoptionStatusPageRoute } from '../pages/adoption-status/route.ts'
import { route as adoptionsPageRoute } from '../pages/adoptions/route.ts'
import { route as analyticsDashboardPageRoute } from '../pages/analytics-dashboard/route.ts'
import { route as booklistPageRoute } from '../pages/booklist/route.ts'
import { route as bulkUploadPageRoute } from '../pages/bulk-upload/route.ts'
import { route as catalogSearchPageRoute } from '../pages/catalog-search/route.ts'
import { route as coursesPageRoute } from '../pages/courses/route.ts'
import { route as newRequestPageRoute } from '../pages/new-request/route.ts'
import { route as notificationSettingsPageRoute } from '../pages/notification-settings/route.ts'
import { route as notificationsPageRoute } from '../pages/notifications/route.ts'
import { route as productDetailPageRoute } from '../pages/product-detail/route.ts'
import { route as purchaseRequestsPageRoute } from '../pages/purchase-requests/route.ts'
import { route as reportsPageRoute } from '../pages/reports/route.ts'
import { route as requestsPageRoute } from '../pages/requests/route.ts'
import { route as requestsHistoryPageRoute } from '../pages/requests-history/route.ts'
import { route as searchPageRoute } from '../pages/search/route.ts'
import { route as staffPageRoute } from '../pages/staff/route.ts'
import { route as storePageRoute } from '../pages/store/route.ts'
import { route as studentsPageRoute } from '../pages/students/route.ts'
import { route as supplyPageRoute } from '../pages/supply/route.ts'
import { route as termsPageRoute } from '../pages/terms/route.ts'
import { route as uploadDetailPageRoute } from '../pages/upload-detail/route.ts'
import { route as whoCanPageRoute } from '../pages/who-can/route.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The policy route (or alias) this route renders; its access rule guards it. */
    policyPath?: RoutePath
    /** The page fills the viewport instead of scrolling. */
    layoutHint?: 'fixed'
  }
}

// React.lazy, not lazyRouteComponent: the router preloads route components before they render, but
// nothing preloads the not-found page, and lazyRouteComponent suspending on its own trips React 19's
// conditional-use() warning.
const NotFoundPage = lazy(() => import('../pages/not-found/page.tsx'))

// A path that matches no route has no beforeLoad guard, so the gate applies the auth states here; the
// page renders outside any route's pending state, so its lazy chunk gets a Suspense boundary of its own.
function NotFound() {
  return (
    <NotFoundGate>
      <UnauthenticatedLayout>
        <Suspense fallback={<LoadingScreen />}>
          <NotFoundPage />
        </Suspense>
      </UnauthenticatedLayout>
    </NotFoundGate>
  )
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootShell,
  notFoundComponent: NotFound,
})

const defaultLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'default-layout', component: DefaultLayout })
const unauthenticatedLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'unauthenticated-layout', component: UnauthenticatedLayout })

const route_index = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/",
  staticData: { policyPath: "/" },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(() => import('../pages/home/page.tsx')),
})

const route_unauthorized_search = searchParams({ from: { type: 'string' }, changed: { type: 'boolean' } })
const route_unauthorized = createRoute({
  getParentRoute: () => unauthenticatedLayoutRoute,
  path: "/unauthorized",
  staticData: { policyPath: "/unauthorized" },
  validateSearch: route_unauthorized_search,
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(() => import('../pages/unauthorized/page.tsx')),
})

const route_adoptions_search = searchParams({ view: { type: 'string' }, q: { type: 'string' }, term: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, adoption: { type: 'string' } })
const route_adoptions = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/adoptions",
  staticData: { policyPath: "/adoptions" },
  validateSearch: route_adoptions_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/adoptions/page.tsx'), adoptionsPageRoute)),
  ...adoptionsPageRoute,
})

const route_analytics__dashboardId_search = searchParams({ period: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } })
const route_analytics__dashboardId = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/analytics/$dashboardId",
  staticData: { policyPath: "/analytics/$dashboardId" },
  validateSearch: route_analytics__dashboardId_search,
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/analytics-dashboard/page.tsx'), analyticsDashboardPageRoute)),
  ...analyticsDashboardPageRoute,
})

const route_booklist_search = searchParams({ list: { type: 'string' }, q: { type: 'string' }, term: { type: 'string' }, status: { type: 'string' }, cost: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_booklist = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/booklist",
  staticData: { policyPath: "/booklist" },
  validateSearch: route_booklist_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/booklist/page.tsx'), booklistPageRoute)),
  ...booklistPageRoute,
})

const route_booklist_supply_search = searchParams({ course: { type: 'string' }, raise: { type: 'string' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, request: { type: 'string' } })
const route_booklist_supply = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/booklist/supply",
  staticData: { policyPath: "/booklist/supply" },
  validateSearch: route_booklist_supply_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/supply/page.tsx'), supplyPageRoute)),
  ...supplyPageRoute,
})

const route_requests_supply_search = searchParams({ course: { type: 'string' }, raise: { type: 'string' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, request: { type: 'string' } })
const route_requests_supply = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/requests/supply",
  staticData: { policyPath: "/requests/supply" },
  validateSearch: route_requests_supply_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/supply/page.tsx'), supplyPageRoute)),
  ...supplyPageRoute,
})

const route_booklist_upload_search = searchParams({ page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_booklist_upload = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/booklist/upload",
  staticData: { policyPath: "/booklist/upload", layoutHint: "fixed" },
  validateSearch: route_booklist_upload_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/bulk-upload/page.tsx'), bulkUploadPageRoute)),
  ...bulkUploadPageRoute,
})

const route_booklist_upload__uploadId_search = searchParams({ show: { type: 'string' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_booklist_upload__uploadId = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/booklist/upload/$uploadId",
  staticData: { policyPath: "/booklist/upload/$uploadId", layoutHint: "fixed" },
  validateSearch: route_booklist_upload__uploadId_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/upload-detail/page.tsx'), uploadDetailPageRoute)),
  ...uploadDetailPageRoute,
})

const route_catalog_search_search = searchParams({ q: { type: 'string' }, format: { type: 'string' }, licence: { type: 'string' }, subject: { type: 'string' }, priceMin: { type: 'string' }, priceMax: { type: 'string' }, yearFrom: { type: 'string' }, yearTo: { type: 'string' }, sort: { type: 'string' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_catalog_search = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/catalog-search",
  staticData: { policyPath: "/catalog-search" },
  validateSearch: route_catalog_search_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/catalog-search/page.tsx'), catalogSearchPageRoute)),
  ...catalogSearchPageRoute,
})

const route_search_search = searchParams({ q: { type: 'string' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_search = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/search",
  staticData: { policyPath: "/search" },
  validateSearch: route_search_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/search/page.tsx'), searchPageRoute)),
  ...searchPageRoute,
})

const route_courses_search = searchParams({ q: { type: 'string' }, term: { type: 'string' }, department: { type: 'string' }, cost: { type: 'string' }, view: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_courses = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/courses",
  staticData: { policyPath: "/courses" },
  validateSearch: route_courses_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/courses/page.tsx'), coursesPageRoute)),
  ...coursesPageRoute,
})

const route_adoptions_status_search = searchParams({ term: { type: 'string' }, department: { type: 'string' }, status: { type: 'string' }, q: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_adoptions_status = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/adoptions/status",
  staticData: { policyPath: "/adoptions/status" },
  validateSearch: route_adoptions_status_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/adoption-status/page.tsx'), adoptionStatusPageRoute)),
  ...adoptionStatusPageRoute,
})

const route_reports_search = searchParams({ report: { type: 'string' }, begin: { type: 'string' }, end: { type: 'string' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_reports = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/reports",
  staticData: { policyPath: "/reports" },
  validateSearch: route_reports_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/reports/page.tsx'), reportsPageRoute)),
  ...reportsPageRoute,
})

const route_requests_search = searchParams({ q: { type: 'string' }, status: { type: 'string' }, kind: { type: 'string' }, requester: { type: 'string' }, course: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, request: { type: 'string' } })
const route_requests = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/requests",
  staticData: { policyPath: "/requests" },
  validateSearch: route_requests_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/requests/page.tsx'), requestsPageRoute)),
  ...requestsPageRoute,
})

const route_approvals_search = searchParams({ q: { type: 'string' }, status: { type: 'string' }, kind: { type: 'string' }, requester: { type: 'string' }, course: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, request: { type: 'string' } })
const route_approvals = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/approvals",
  staticData: { policyPath: "/approvals" },
  validateSearch: route_approvals_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/requests/page.tsx'), requestsPageRoute)),
  ...requestsPageRoute,
})

const route_requests_history_search = searchParams({ q: { type: 'string' }, status: { type: 'string' }, kind: { type: 'string' }, requester: { type: 'string' }, course: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, request: { type: 'string' } })
const route_requests_history = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/requests/history",
  staticData: { policyPath: "/requests/history" },
  validateSearch: route_requests_history_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/requests-history/page.tsx'), requestsHistoryPageRoute)),
  ...requestsHistoryPageRoute,
})

const route_approvals_history_search = searchParams({ q: { type: 'string' }, status: { type: 'string' }, kind: { type: 'string' }, requester: { type: 'string' }, course: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, request: { type: 'string' } })
const route_approvals_history = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/approvals/history",
  staticData: { policyPath: "/approvals/history" },
  validateSearch: route_approvals_history_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/requests-history/page.tsx'), requestsHistoryPageRoute)),
  ...requestsHistoryPageRoute,
})

const route_requests_purchase_search = searchParams({ page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, request: { type: 'string' } })
const route_requests_purchase = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/requests/purchase",
  staticData: { policyPath: "/requests/purchase" },
  validateSearch: route_requests_purchase_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/purchase-requests/page.tsx'), purchaseRequestsPageRoute)),
  ...purchaseRequestsPageRoute,
})

const route_search__nbsi = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/search/$nbsi",
  staticData: { policyPath: "/search/$nbsi" },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/product-detail/page.tsx'), productDetailPageRoute)),
  ...productDetailPageRoute,
})

const route_search_request_search = searchParams({ nbsi: { type: 'string' } })
const route_search_request = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/search/request",
  staticData: { policyPath: "/search/request" },
  validateSearch: route_search_request_search,
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/new-request/page.tsx'), newRequestPageRoute)),
  ...newRequestPageRoute,
})

const route_requests_new_request_search = searchParams({ nbsi: { type: 'string' } })
const route_requests_new_request = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/requests/new-request",
  staticData: { policyPath: "/requests/new-request" },
  validateSearch: route_requests_new_request_search,
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/new-request/page.tsx'), newRequestPageRoute)),
  ...newRequestPageRoute,
})

const route_booklist_new_request_search = searchParams({ nbsi: { type: 'string' } })
const route_booklist_new_request = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/booklist/new-request",
  staticData: { policyPath: "/booklist/new-request" },
  validateSearch: route_booklist_new_request_search,
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/new-request/page.tsx'), newRequestPageRoute)),
  ...newRequestPageRoute,
})

const route_store_search = searchParams({ q: { type: 'string' }, status: { type: 'string' }, stock: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, product: { type: 'string' } })
const route_store = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/store",
  staticData: { policyPath: "/store" },
  validateSearch: route_store_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/store/page.tsx'), storePageRoute)),
  ...storePageRoute,
})

const route_students_search = searchParams({ q: { type: 'string' }, access: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, student: { type: 'string' } })
const route_students = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/students",
  staticData: { policyPath: "/students" },
  validateSearch: route_students_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/students/page.tsx'), studentsPageRoute)),
  ...studentsPageRoute,
})

const route_staff_search = searchParams({ q: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, member: { type: 'string' } })
const route_staff = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/staff",
  staticData: { policyPath: "/staff" },
  validateSearch: route_staff_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/staff/page.tsx'), staffPageRoute)),
  ...staffPageRoute,
})

const route_access_who_can_search = searchParams({ ask: { type: 'string' }, path: { type: 'string' }, menu: { type: 'string' }, subject: { type: 'string' }, action: { type: 'string' }, record: { type: 'string' }, answer: { type: 'string' }, q: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' } })
const route_access_who_can = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/access/who-can",
  staticData: { policyPath: "/access/who-can" },
  validateSearch: route_access_who_can_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/who-can/page.tsx'), whoCanPageRoute)),
  ...whoCanPageRoute,
})

const route_access_reviews = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/access/reviews",
  staticData: { policyPath: "/access/reviews" },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/access-reviews/page.tsx'), accessReviewsPageRoute)),
  ...accessReviewsPageRoute,
})

const route_access_reviews__reviewId_search = searchParams({ view: { type: 'string' }, q: { type: 'string' }, decision: { type: 'string' }, sort: { type: 'string' }, desc: { type: 'boolean' }, page: { type: 'number', default: 1 }, pageSize: { type: 'number' }, person: { type: 'string' } })
const route_access_reviews__reviewId = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/access/reviews/$reviewId",
  staticData: { policyPath: "/access/reviews/$reviewId" },
  validateSearch: route_access_reviews__reviewId_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/access-review/page.tsx'), accessReviewPageRoute)),
  ...accessReviewPageRoute,
})

const route_access_reviews__reviewId_print = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/access/reviews/$reviewId/print",
  staticData: { policyPath: "/access/reviews/$reviewId/print" },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/access-review-print/page.tsx'), accessReviewPrintPageRoute)),
  ...accessReviewPrintPageRoute,
})

const route_terms_search = searchParams({ term: { type: 'string' } })
const route_terms = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/terms",
  staticData: { policyPath: "/terms" },
  validateSearch: route_terms_search,
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/terms/page.tsx'), termsPageRoute)),
  ...termsPageRoute,
})

const route_notifications_search = searchParams({ page: { type: 'number', default: 1 } })
const route_notifications = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/notifications",
  staticData: { policyPath: "/notifications" },
  validateSearch: route_notifications_search,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/notifications/page.tsx'), notificationsPageRoute)),
  ...notificationsPageRoute,
})

const route_notifications_settings = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: "/notifications/settings",
  staticData: { policyPath: "/notifications/settings" },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(pageChunk(() => import('../pages/notification-settings/page.tsx'), notificationSettingsPageRoute)),
  ...notificationSettingsPageRoute,
})

export const routeTree = rootRoute.addChildren([
  defaultLayoutRoute.addChildren([route_index, route_adoptions, route_analytics__dashboardId, route_booklist, route_booklist_supply, route_requests_supply, route_booklist_upload, route_booklist_upload__uploadId, route_catalog_search, route_search, route_courses, route_adoptions_status, route_reports, route_requests, route_approvals, route_requests_history, route_approvals_history, route_requests_purchase, route_search__nbsi, route_search_request, route_requests_new_request, route_booklist_new_request, route_store, route_students, route_staff, route_access_who_can, route_access_reviews, route_access_reviews__reviewId, route_access_reviews__reviewId_print, route_terms, route_notifications, route_notifications_settings]),
  unauthenticatedLayoutRoute.addChildren([route_unauthorized]),
])
