import type { ValidationContext } from './context.ts'
import { reportUnknown, requireName, requireRoute } from './names.ts'

/** The one-off settings: which flag enforces permissions, the landing order, and the constants. */
export function validateSettings(ctx: ValidationContext): void {
  const { permissions, landing, constants, routes } = ctx.docs
  if (permissions) requireName(ctx, 'flag', 'permissions', ['enforcedByFlag'], permissions.value.enforcedByFlag)

  if (landing) {
    const { flagOff, preferred, fallback } = landing.value.landing
    requireName(ctx, 'flag', 'landing', ['landing', 'flagOff', 'flag'], flagOff.flag)
    requireRoute(ctx, 'landing', ['landing', 'flagOff', 'path'], flagOff.path)
    requireRoute(ctx, 'landing', ['landing', 'fallback'], fallback)
    const ids = ctx.declared.menuIds
    preferred.forEach((id, i) => ids && !ids.has(id) && reportUnknown(ctx, 'menu-item', 'landing', ['landing', 'preferred', i], id, ids))
  }

  if (constants) {
    requireName(ctx, 'flag', 'constants', ['analytics', 'sessionRecordingFlag'], constants.value.analytics.sessionRecordingFlag)
    const fallback = constants.value.constants.fallbackRoute
    requireRoute(ctx, 'constants', ['constants', 'fallbackRoute'], fallback)
    const route = routes?.value.routes.find((r) => r.path === fallback || r.aliases?.includes(fallback))
    if (route && route.access !== 'public') {
      ctx.report(
        'constants',
        ['constants', 'fallbackRoute'],
        'fallback-not-public',
        `the fallback route "${fallback}" must be public: denied and signed-out users are sent there`,
        `Give "${route.path}" \`access: public\` in policy/routes.yaml, or choose a public route.`,
      )
    }
  }
}
