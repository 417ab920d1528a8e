// The choices and, when the URL names a complete question, its answers are asked with the page's chunk (not awaited: the page shows its own loading state).
import type { RouterContext } from '../../app/routing/router-context.ts'
import type { WhoCanSearch } from '../../features/who-can/who-can-list.ts'

const load = async () => (await import('../../features/who-can/who-can-list.ts')).whoCanList

export const route = {
  loaderDeps: ({ search }: { search: WhoCanSearch }) => search,
  loader: async ({ context, deps }: { context: RouterContext; deps: WhoCanSearch }) => {
    void context.queryClient.prefetchQuery(context.trpc.whoCan.choices.queryOptions())
    const reading = (await load()).read(deps)
    const { question, ...rest } = reading.input
    if (reading.problems.length === 0 && question) void context.queryClient.prefetchQuery(context.trpc.whoCan.ask.queryOptions({ ...rest, question }))
  },
  chunkAfter: load,
}
