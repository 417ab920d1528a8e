import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Timeline } from '../../components/ui/timeline.tsx'
import { availabilityOf, priceOf, productLabel, VisibilityBadge } from './store-columns.tsx'

/**
 * A product's history: who changed its price, stock or visibility, when,
 * from what to what, with their notes. Opened by the product's id
 * (`?product=`), so a link shows it even when the product is on no page of the list.
 */
export function ProductHistoryDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <Dialog open={id !== undefined} onClose={onClose} title="Product history">
      {id ? <ProductTimeline id={id} /> : null}
    </Dialog>
  )
}

function ProductTimeline({ id }: { id: string }) {
  const trpc = useTRPC()
  const history = useQuery(trpc.store.history.queryOptions({ id }))
  if (history.status === 'pending') return <p aria-busy="true">Loading the history…</p>
  if (history.status === 'error') return <QueryErrorState what="This product’s history" error={history.error} onRetry={() => history.refetch()} />
  const { product, events } = history.data
  return (
    <>
      <p>{productLabel(product)}</p>
      <p>
        Now {priceOf(product)} · {availabilityOf(product.stock)} · <VisibilityBadge status={product.status} />
      </p>
      <Timeline events={events} label="Product history" empty="No changes yet." />
    </>
  )
}
