import { useMutation } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { checkChangeNote } from '../../app/lists/check-change-note.ts'
import type { BulkAction } from '../../components/ui/data-table/bulk-action-bar.tsx'
import type { StoreProductRow, StoreStatus } from '../../contracts/store.ts'
import { countOf } from '../../app/format/count.ts'

const noteHelp = 'Kept in each product’s history with your name. At most 2,000 characters.'
const products = (count: number) => countOf(count, 'product')

/**
 * Show or hide the selected products, each on its own with its own version,
 * all with one note; the bulk bar lists each failure (someone changed it
 * meanwhile, already hidden) by the product's name with its reason.
 */
export function useVisibilityBulkActions(): BulkAction<StoreProductRow>[] {
  const trpc = useTRPC()
  const setVisibility = useMutation(trpc.store.setVisibility.mutationOptions())
  const run = (status: StoreStatus) => (row: StoreProductRow, note: string) =>
    setVisibility.mutateAsync({ id: row.id, version: row.version, status, ...(note.trim() === '' ? {} : { note }) })
  return [
    {
      label: 'Show in store',
      done: 'shown',
      run: run('active'),
      note: {
        title: (count) => `Show ${products(count)} in the store?`,
        label: 'Note (optional)',
        help: `Students can find and buy them at once. ${noteHelp}`,
        confirm: 'Show',
        check: checkChangeNote,
      },
    },
    {
      label: 'Hide from store',
      done: 'hidden',
      run: run('hidden'),
      note: {
        title: (count) => `Hide ${products(count)} from the store?`,
        label: 'Note (optional)',
        help: `Students no longer see them; they stay in this list. ${noteHelp}`,
        confirm: 'Hide',
        check: checkChangeNote,
      },
    },
  ]
}
