import { subject } from '@casl/ability'
import { createColumnHelper } from '@tanstack/react-table'
import { formatMoney } from '../../app/format/money.ts'
import { RowActions } from '../../components/ui/row-actions.tsx'
import { moneyColumns, type CsvColumn } from '../../components/ui/csv-export.ts'
import { StatusBadge, type StatusTone } from '../../components/ui/status-badge.tsx'
import { formatDay } from '../../contracts/dates.ts'
import { stockLevelOf, type StockLevel, type StoreProductRow, type StoreStatus } from '../../contracts/store.ts'
import { formatNumber } from '../../app/format/count.ts'

export interface ProductActions {
  /** Opens the edit dialog (price, currency, stock). */
  readonly edit: (row: StoreProductRow) => void
  /** Opens the product's timeline. */
  readonly history: (row: StoreProductRow) => void
}

const column = createColumnHelper<StoreProductRow>()

/** "Organic Chemistry (SKU 978-0…)": a product named in buttons, outcomes and dialogs. */
export function productLabel(row: Pick<StoreProductRow, 'name' | 'sku'>): string {
  return `${row.name} (${row.sku})`
}

/** The product as policy/resources/store-product.yaml reads it: the Edit button shows only where its rule passes. */
export const productSubject = (row: StoreProductRow) =>
  subject('StoreProduct', {
    id: row.id,
    institutionId: row.institutionId,
    nbsi: row.nbsi,
    priceMinor: row.priceMinor,
    currency: row.currency,
    status: row.status,
    stock: row.stock,
  })

/** The policy's statuses in the words students see them by. */
export const visibilityLabels: Readonly<Record<StoreStatus, string>> = { active: 'Visible', hidden: 'Hidden' }

export const availabilityLabels: Readonly<Record<StockLevel, string>> = { in: 'In stock', low: 'Low stock', out: 'Out of stock' }

/** "In stock (12)", "Low stock (3)", "Out of stock": the count is what to act on, the level says how urgently. */
export function availabilityOf(stock: number): string {
  const level = stockLevelOf(stock)
  return level === 'out' ? availabilityLabels.out : `${availabilityLabels[level]} (${formatNumber(stock)})`
}

export const priceOf = (row: Pick<StoreProductRow, 'priceMinor' | 'currency'>) => formatMoney({ minor: row.priceMinor, currency: row.currency })

const availabilityTones: Readonly<Record<StockLevel, StatusTone>> = { in: 'success', low: 'warning', out: 'danger' }

export function VisibilityBadge({ status }: { status: StoreStatus }) {
  return <StatusBadge label={visibilityLabels[status]} tone={status === 'active' ? 'success' : 'neutral'} />
}

export function productColumns(actions: ProductActions) {
  return [
    column.accessor('name', {
      header: 'Name',
      enableSorting: true,
      cell: (info) => (
        <>
          {info.getValue()}
          <span className="cell-detail">SKU {info.row.original.sku}</span>
        </>
      ),
    }),
    column.accessor('priceMinor', { id: 'price', header: 'Price', enableSorting: true, cell: (info) => priceOf(info.row.original) }),
    column.accessor('status', { header: 'Visibility', cell: (info) => <VisibilityBadge status={info.getValue()} /> }),
    column.accessor('stock', {
      header: 'Availability',
      enableSorting: true,
      cell: (info) => <StatusBadge label={availabilityOf(info.getValue())} tone={availabilityTones[stockLevelOf(info.getValue())]} />,
    }),
    column.accessor('updatedAt', { header: 'Last changed', enableSorting: true, cell: (info) => formatDay(info.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const row = info.row.original
        const name = productLabel(row)
        return (
          <RowActions
            label={`Actions for ${name}`}
            actions={[
              { key: 'edit', label: 'Edit…', ariaLabel: `Edit ${name}`, can: { I: 'edit', this: productSubject(row) }, onClick: () => actions.edit(row) },
              { key: 'history', label: 'History', ariaLabel: `History of ${name}`, onClick: () => actions.history(row) },
            ]}
          />
        )
      },
    }),
  ]
}

/** The same columns in the CSV export (text, never markup; the kit neutralises formula cells). */
export const productCsvColumns: CsvColumn<StoreProductRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'SKU', value: (row) => row.sku },
  ...moneyColumns<StoreProductRow>((row) => row.currency, [{ header: 'Price', minor: (row) => row.priceMinor }]),
  { header: 'Visibility', value: (row) => visibilityLabels[row.status] },
  { header: 'Stock', value: (row) => String(row.stock) },
  { header: 'Last changed', value: (row) => row.updatedAt },
]
