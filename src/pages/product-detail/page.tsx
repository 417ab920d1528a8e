import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { httpStatusOf } from '../../app/api/rpc-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { mayCall } from '../../app/policy-view/may-call.ts'
import { TitleDetailView } from '../../features/catalogue/title-detail-view.tsx'
import { TitlePending } from '../../features/catalogue/title-pending.tsx'

/** One catalogue title, by its nbsi; the route's loader has fetched it with this chunk. */
export default function ProductDetailPage() {
  const { nbsi } = useParams({ from: '/default-layout/search/$nbsi' })
  const trpc = useTRPC()
  const allowed = mayCall(useAppAbility(), 'catalogue.get')
  // retryOnMount off: a title the loader found missing is not asked for again on mount.
  const query = useQuery({ ...trpc.catalogue.get.queryOptions({ nbsi }), retryOnMount: false, enabled: allowed })
  if (!allowed)
    return (
      <>
        <h1>Catalogue title</h1>
        <EmptyState title="You may not look up catalogue titles.">
          <p>Opening a title needs the catalogue search permission; ask an administrator of your institution.</p>
        </EmptyState>
      </>
    )
  if (query.data) return <TitleDetailView title={query.data} />
  if (query.isError && httpStatusOf(query.error) === 404)
    return (
      <>
        <h1>Title not found</h1>
        <EmptyState title={`No catalogue title has the id “${nbsi}”.`} action={<Link to="/search">Search the catalogue</Link>}>
          <p>The link may be old, or the title was withdrawn from the catalogue.</p>
        </EmptyState>
      </>
    )
  if (query.isError)
    return (
      <>
        <h1>Catalogue title</h1>
        <QueryErrorState what="The title" error={query.error} onRetry={() => query.refetch()} />
      </>
    )
  return <TitlePending />
}
