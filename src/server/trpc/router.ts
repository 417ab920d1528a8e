import { router } from './init.ts'
import { authRouter } from './routers/auth.ts'
import { featureFlagsRouter } from './routers/feature-flags.ts'
import { institutionConfigRouter } from './routers/institution-config.ts'
import { userRouter } from './routers/user.ts'

export const appRouter = router({
  auth: authRouter,
  institutionConfig: institutionConfigRouter,
  user: userRouter,
  featureFlags: featureFlagsRouter,
})

/** The contract the React client is typed against (`import type { AppRouter }`). */
export type AppRouter = typeof appRouter
