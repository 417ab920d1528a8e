import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { HistoryBody, HistoryDialog } from '../../app/ui/history-dialog.tsx'
import { availabilityOf, priceOf, productLabel, VisibilityBadge } from './store-columns.tsx'

/** A product's history (`?product=`): who changed its price, stock or visibility, when, from what to what, with their notes. */
export function ProductHistoryDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <HistoryDialog title="Product history" id={id} onClose={onClose}>
      {(open) => <ProductTimeline id={open} />}
    </HistoryDialog>
  )
}

function ProductTimeline({ id }: { id: string }) {
  const trpc = useTRPC()
  return (
    <HistoryBody query={useQuery(trpc.store.history.queryOptions({ id }))} what="This product’s history" events={(data) => data.events} label="Product history" empty="No changes yet.">
      {({ product }) => (
        <>
          <p>{productLabel(product)}</p>
          <p>
            Now {priceOf(product)} · {availabilityOf(product.stock)} · <VisibilityBadge status={product.status} />
          </p>
        </>
      )}
    </HistoryBody>
  )
}
