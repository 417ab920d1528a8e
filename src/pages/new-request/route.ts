import { mayCall } from '../../app/policy-view/may-call.ts'
import type { RouterContext } from '../../app/routing/router-context.ts'

/**
 * /search/request?nbsi= (and its aliases): the chosen title starts loading
 * with the page's chunk, with the options the form renders from. Not awaited:
 * the form shows at once and the title fills in; an unknown id is the form's
 * own message, not a thrown error.
 */
export const route = {
  loaderDeps: ({ search }: { search: { nbsi?: string | undefined } }) => ({ nbsi: search.nbsi }),
  loader: async ({ context, deps }: { context: RouterContext; deps: { nbsi?: string | undefined } }) => {
    const nbsi = deps.nbsi?.trim()
    if (!nbsi || !mayCall((await context.policyView()).ability, 'catalogue.get')) return
    void context.queryClient.prefetchQuery(context.trpc.catalogue.get.queryOptions({ nbsi }))
  },
}
