import type { RouterContext } from '../../app/routing/router-context.ts'

/** /terms: the institution's terms are asked with the page's chunk, not awaited (the table shows its own loading rows). */
export const route = {
  loader: ({ context }: { context: RouterContext }) => {
    void context.queryClient.prefetchQuery(context.trpc.terms.list.queryOptions())
  },
}
