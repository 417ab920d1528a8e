import type { QueryClient } from '@tanstack/react-query'
import type { SearchCatalogueInput, TitleSummary } from '../../contracts/catalogue.ts'
import type { TrpcOptions } from '../../app/api/trpc-options.ts'
import { exportCsv } from '../../components/ui/csv-export.ts'
import { resultCsvColumns } from './result-columns.tsx'

/** An export holds at most this many rows; beyond it the user narrows the search first. */
export const exportLimit = 5000
const exportPageSize = 100

/**
 * Every title the current search and filters match (not only the page on
 * screen), fetched a hundred at a time through the query cache, as CSV.
 */
export async function exportResults(queryClient: QueryClient, trpc: TrpcOptions, input: SearchCatalogueInput, filename: string): Promise<number> {
  const rows: TitleSummary[] = []
  for (let page = 1; rows.length < exportLimit; page += 1) {
    const result = await queryClient.fetchQuery(trpc.catalogue.search.queryOptions({ ...input, page, pageSize: exportPageSize }))
    rows.push(...result.items)
    if (result.items.length < exportPageSize || rows.length >= result.total) break
  }
  await exportCsv(filename, rows.slice(0, exportLimit), resultCsvColumns)
  return Math.min(rows.length, exportLimit)
}
