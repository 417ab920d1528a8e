import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { ErrorState } from '../../components/ui/error-state.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { EmptyResults } from './empty-results.tsx'
import { exportResults } from './export-results.ts'
import { queryWords } from './highlight.tsx'
import { resultColumns } from './result-columns.tsx'
import { SearchBox } from './search-box.tsx'
import { SearchFilters } from './search-filters.tsx'
import { activeFilters, isSearchable, pageSizes, toSearchInput, type CatalogueSearchParams } from './search-params.ts'

export interface CatalogueSearchProps {
  readonly params: CatalogueSearchParams
  /** Sets the URL's search: typing replaces the history entry, a filter or a page adds one (Back undoes it). */
  readonly onParamsChange: (params: CatalogueSearchParams, options: { readonly replace: boolean }) => void
  /** The detailed search: filters and sort. */
  readonly detailed?: boolean
}

/**
 * Catalogue search as you type. The URL holds the query, filters, sort and
 * page, so the page reads them, asks catalogue.search with the same input the
 * route's loader prefetched, and keeps the last results on screen while the
 * next ones load.
 */
export function CatalogueSearch({ params, onParamsChange, detailed = false }: CatalogueSearchProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const toast = useToast()
  const [exporting, setExporting] = useState(false)
  const input = toSearchInput(params)
  const searchable = isSearchable(input)
  const query = useQuery({ ...trpc.catalogue.search.queryOptions(input), enabled: searchable, placeholderData: keepPreviousData })
  const words = query.data?.matchedBy === 'words' ? queryWords(input.q ?? '') : []
  const update = (patch: Partial<CatalogueSearchParams>, replace = false) => onParamsChange(withoutEmpty({ ...params, ...patch, page: patch.page ?? 1 }), { replace })

  const exportAll = async () => {
    setExporting(true)
    try {
      const count = await exportResults(queryClient, trpc, input, 'catalogue-search')
      toast.show({ message: `Exported ${count} titles.`, tone: 'success' })
    } catch (error) {
      toast.show({ message: `The export failed: ${describeError(error).message}`, tone: 'error' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="catalogue-search">
      <SearchBox q={params.q ?? ''} label="Search the catalogue" onSearch={(q) => update({ q: q.trim() === '' ? undefined : q }, true)} />
      {detailed ? <SearchFilters params={params} onChange={(patch) => update(patch as Partial<CatalogueSearchParams>)} /> : null}
      {!searchable ? (
        <p className="search-hint">Type a title, an author, a publisher or an ISBN (with or without hyphens){detailed ? ', or choose a filter' : ''}.</p>
      ) : (
        <>
          <div className="search-summary" aria-live="polite">
            {query.data ? <p>{query.data.isbnProblem ?? summary(query.data.total, query.data.matchedBy)}</p> : null}
            <button type="button" onClick={() => void exportAll()} disabled={exporting || !query.data?.total} aria-busy={exporting}>
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
          </div>
          <DataTable
            caption="Catalogue titles found"
            columns={resultColumns(words)}
            rows={query.data?.items}
            getRowId={(title) => title.nbsi}
            status={query.isError ? 'error' : query.data ? 'success' : 'pending'}
            rowCount={query.data?.total}
            pagination={{ pageIndex: (input.page ?? 1) - 1, pageSize: input.pageSize ?? pageSizes[0] }}
            onPaginationChange={(next) => update({ page: next.pageIndex + 1, size: next.pageSize === pageSizes[0] ? undefined : next.pageSize })}
            pageSizes={pageSizes}
            errorState={<ErrorState title="The search failed" message={describeError(query.error).message} onRetry={() => query.refetch()} />}
            emptyState={<EmptyResults input={input} matchedBy={query.data?.matchedBy} filters={activeFilters(input)} onClearFilters={detailed ? () => onParamsChange(withoutEmpty({ q: params.q }), { replace: false }) : undefined} />}
          />
        </>
      )}
    </div>
  )
}

function summary(total: number, matchedBy: string): string {
  const titles = `${total.toLocaleString()} ${total === 1 ? 'title' : 'titles'}`
  return matchedBy === 'isbn' ? `${titles} with this ISBN` : `${titles} found`
}

function withoutEmpty(params: CatalogueSearchParams): CatalogueSearchParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as CatalogueSearchParams
}
