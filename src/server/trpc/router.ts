import { accessReviewsRouter } from '../features/access-reviews/access-reviews.router.ts'
import { adoptionsRouter } from '../features/adoptions/adoptions.router.ts'
import { booklistsRouter } from '../features/booklists/booklists.router.ts'
import { catalogueRouter } from '../features/catalogue/catalogue.router.ts'
import { counterApiRouter } from '../features/counter-api/counter-api.router.ts'
import { counterReportsRouter } from '../features/counter-reports/counter-reports.router.ts'
import { counterApiKeysRouter } from '../features/counter-api/counter-api-keys.router.ts'
import { coursesRouter } from '../features/courses/courses.router.ts'
import { dashboardsRouter } from '../features/dashboards/dashboards.router.ts'
import { notificationsRouter } from '../features/notifications/notifications.router.ts'
import { ordersRouter } from '../features/orders/orders.router.ts'
import { requestsRouter } from '../features/requests/requests.router.ts'
import { staffRouter } from '../features/staff/staff.router.ts'
import { storeRouter } from '../features/store/store.router.ts'
import { termsRouter } from '../features/terms/terms.router.ts'
import { whoCanRouter } from '../features/who-can/who-can.router.ts'
import { calendarRouter } from '../features/calendar/calendar.router.ts'
import { studentsRouter } from '../features/students/students.router.ts'
import { suppliesRouter } from '../features/supplies/supplies.router.ts'
import { termStatusRouter } from '../features/term-status/term-status.router.ts'
import { uploadsRouter } from '../features/uploads/uploads.router.ts'
import { router } from './init.ts'
import { authRouter } from './routers/auth.ts'
import { featureFlagsRouter } from './routers/feature-flags.ts'
import { institutionConfigRouter } from './routers/institution-config.ts'
import { liveRouter } from './routers/live.ts'
import { userRouter } from './routers/user.ts'

export const appRouter = router({
  auth: authRouter,
  institutionConfig: institutionConfigRouter,
  user: userRouter,
  featureFlags: featureFlagsRouter,
  requests: requestsRouter,
  catalogue: catalogueRouter,
  courses: coursesRouter,
  adoptions: adoptionsRouter,
  booklists: booklistsRouter,
  orders: ordersRouter,
  supplies: suppliesRouter,
  uploads: uploadsRouter,
  dashboards: dashboardsRouter,
  staff: staffRouter,
  counterReports: counterReportsRouter,
  students: studentsRouter,
  store: storeRouter,
  live: liveRouter,
  notifications: notificationsRouter,
  terms: termsRouter,
  calendar: calendarRouter,
  termStatus: termStatusRouter,
  counterApi: counterApiRouter,
  counterApiKeys: counterApiKeysRouter,
  whoCan: whoCanRouter,
  accessReviews: accessReviewsRouter,
})

/** Every procedure's full path (`requests.approve`), as policy/procedures.yaml names them. */
export const procedurePaths: readonly string[] = Object.keys(appRouter._def.procedures)

/** The contract the React client is typed against (`import type { AppRouter }`). */
export type AppRouter = typeof appRouter
