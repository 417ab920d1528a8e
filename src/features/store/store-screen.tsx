import { useQueryClient } from '@tanstack/react-query'
import type { RowSelectionState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { ChoiceFilter, TextFilter } from '../../app/lists/list-filter-fields.tsx'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { stockLevels, storeStatuses, type StoreProductRow } from '../../contracts/store.ts'
import { freshRow } from '../../app/live/fresh-row.ts'
import { ProductEditDialog } from './product-edit-dialog.tsx'
import { ProductHistoryDialog } from './product-history-dialog.tsx'
import { availabilityLabels, productColumns, productCsvColumns, productLabel, visibilityLabels } from './store-columns.tsx'
import { storeList, type StoreSearch } from './store-list.ts'
import { useVisibilityBulkActions } from './visibility-bulk-actions.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'

/** The filters by their labels, for InvalidFilters; Clear the filters clears them all. */
const filterLabels = { q: 'Name or SKU', status: 'Visibility', stock: 'Availability' }

/**
 * The institution's store, for an institution that runs one: an institution
 * without a store sees why the page is empty and asks the server nothing.
 */
export function StoreScreen({ search }: { search: StoreSearch }) {
  // Asked without a record: may this person read any product at all (the flag alone opens the route).
  if (!useAppAbility().can('read', 'StoreProduct')) {
    return <EmptyState title="Your institution does not run a store">Products, prices and stock appear here once your institution opens a store.</EmptyState>
  }
  return <StoreProducts search={search} />
}

/**
 * The store's products: search, visibility and availability filters, sort and
 * page in the URL, filtered and paged by the server under the read rule. A
 * product's price, currency and stock are edited one at a time; products are
 * shown or hidden one or many at once (the bulk bar, with each row's outcome).
 * Each button shows only where the policy's edit rule passes.
 */
function StoreProducts({ search }: { search: StoreSearch }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const ability = useAppAbility()
  const list = useListState(search, storeList, filterLabels)
  const { set } = list
  const { query: products, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.store.list.queryOptions(input))
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [editing, setEditing] = useState<StoreProductRow | undefined>()
  const page = search.page
  const columns = useMemo(() => productColumns({ edit: setEditing, history: (row) => set({ product: row.id, page }) }), [set, page])
  const bulk = useVisibilityBulkActions()
  const mayEdit = ability.can('edit', 'StoreProduct')
  const filtered = search.q !== undefined || search.status !== undefined || search.stock !== undefined
  return (
    <>
      <FilterPanel label="Filter products" list={list}>
        <TextFilter list={list} label="Name or SKU" />
        <ChoiceFilter
          list={list}
          param="status"
          label="Visibility"
          all="Visible or hidden"
          values={storeStatuses}
          labelOf={(status) => visibilityLabels[status as keyof typeof visibilityLabels] ?? status}
        />
        <ChoiceFilter
          list={list}
          param="stock"
          label="Availability"
          all="Any availability"
          values={stockLevels}
          labelOf={(level) => availabilityLabels[level as keyof typeof availabilityLabels] ?? level}
        />
      </FilterPanel>
      <ListTable<StoreProductRow>
        list={list}
        query={products}
        live={{ type: 'StoreProduct', label: productLabel }}
        what="The products"
        count={(total) => `${countOf(total, 'product')} · the store trades in ${products.data?.storeCurrency}`}
        exports={{ noun: ['product', 'products'], filename: 'store-products', columns: productCsvColumns, fetchPage }}
        caption="Products"
        columns={columns}
        onRowActivate={(row) => set({ product: row.id, page })}
        {...positionProps}
        emptyState={
          filtered ? (
            <EmptyState title="No product matches these filters" action={<Button onClick={() => list.clear()}>Clear the filters</Button>}>
              Try another visibility or availability, or fewer words.
            </EmptyState>
          ) : (
            <EmptyState title="No products yet">Titles appear here once they are added to the store from their catalogue page.</EmptyState>
          )
        }
        bulk={
          mayEdit
            ? {
                selection,
                onSelectionChange: setSelection,
                actions: bulk,
                rowLabel: productLabel,
                onDone: () => void queryClient.invalidateQueries(trpc.store.pathFilter()),
              }
            : undefined
        }
      />
      <ProductEditDialog
        row={editing}
        onClose={() => setEditing(undefined)}
        // Changed under the dialog: it starts again from the product as it now is, or closes when it left the list.
        onReload={() => void (editing && freshRow(products, editing.id).then(setEditing))}
      />
      <ProductHistoryDialog id={search.product} onClose={() => set({ product: undefined, page }, { replace: true })} />
    </>
  )
}
