import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { HistoryBody, HistoryDialog } from '../../app/ui/history-dialog.tsx'
import { availabilityOf, priceOf, productLabel, VisibilityBadge, visibilityLabels } from './store-columns.tsx'

/** A product's history (`?product=`): who changed its price, stock or visibility, when, from what to what, with their notes. */
export function ProductHistoryDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <HistoryDialog title="Product history" id={id} onClose={onClose} whoCan={id ? { subject: 'StoreProduct', recordId: id } : undefined}>
      {(open) => <ProductTimeline id={open} />}
    </HistoryDialog>
  )
}

/** "Visible", "Hidden": a product's status as the page names it. */
const visibilityOf = (status: string) => visibilityLabels[status as keyof typeof visibilityLabels] ?? status

function ProductTimeline({ id }: { id: string }) {
  const trpc = useTRPC()
  return (
    <HistoryBody
      query={useQuery(trpc.store.history.queryOptions({ id }))}
      what="This product’s history"
      events={(data) => data.events}
      label="Product history"
      empty="No changes yet."
      statusLabel={visibilityOf}
    >
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
