import type { RouterContext } from '../../app/routing/router-context.ts'
import { mayCall } from '../../app/policy-view/may-call.ts'
import { TitlePending } from '../../features/catalogue/title-pending.tsx'

/**
 * /search/$nbsi: the title is fetched with the page's chunk and the page
 * renders with it. A failure (an unknown id) is not thrown: the page shows
 * its own not-found or error state inside the layout from the same query.
 * The guard has already waited for the policy, so asking it costs nothing.
 */
export const route = {
  loader: async ({ context, params }: { context: RouterContext; params: { nbsi: string } }) => {
    if (!mayCall((await context.policyView()).ability, 'catalogue.get')) return
    await context.queryClient.ensureQueryData(context.trpc.catalogue.get.queryOptions({ nbsi: params.nbsi })).catch(() => undefined)
  },
  pendingComponent: TitlePending,
}
