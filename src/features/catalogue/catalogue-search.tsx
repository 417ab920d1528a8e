import { describeError } from '../../app/api/describe-error.ts'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { useFieldRules } from '../../app/policy-view/use-field-rules.ts'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { paginationOf, positionForPagination } from '../../components/ui/data-table/list-state.ts'
import { InvalidFilters } from '../../components/ui/invalid-filters.tsx'
import { ListExportButtons } from '../../components/ui/list-export-buttons.tsx'
import type { CatalogueResults } from '../../contracts/catalogue.ts'
import { pageSizes } from '../../contracts/list-names.ts'
import { activeFilters, catalogueList, filterKeys, isSearchable, type CatalogueSearchParams } from './catalogue-list.ts'
import { EmptyResults } from './empty-results.tsx'
import { queryWords } from './highlight.tsx'
import { resultColumns, resultCsvColumns } from './result-columns.tsx'
import { totalText } from '../../contracts/catalogue-total.ts'
import { SearchBox } from './search-box.tsx'
import { SearchFilters } from './search-filters.tsx'

/** The filters by their labels, for InvalidFilters. */
const filterLabels = {
  q: 'Search',
  format: 'Format',
  licence: 'Licence model',
  subject: 'Subject',
  priceMin: 'Price from',
  priceMax: 'Price to',
  yearFrom: 'Year from',
  yearTo: 'Year to',
}

export interface CatalogueSearchProps {
  /** The route's search (`useSearch({ from })`). */
  readonly search: CatalogueSearchParams
  /** The detailed search: filters and sort. */
  readonly detailed?: boolean
}

/**
 * Catalogue search as you type. The URL holds the query, filters, sort and
 * page, so the page reads them, asks catalogue.search with the same input the
 * route's loader prefetched, and keeps the last results on screen while the
 * next ones load.
 */
export function CatalogueSearch({ search, detailed = false }: CatalogueSearchProps) {
  const list = useListState(search, catalogueList, filterLabels)
  const fieldRules = useFieldRules('Title')
  const { input } = list
  const searchable = input !== undefined && isSearchable(input)
  const { query, fetchPage } = useListQuery(list, (trpc, input) => trpc.catalogue.search.queryOptions(input), { enabled: isSearchable })
  const words = query.data?.matchedBy === 'words' ? queryWords(input?.q ?? '') : []
  return (
    <div className="catalogue-search">
      <SearchBox
        q={search.q ?? ''}
        label="Search the catalogue"
        error={list.problemOf('q')?.message}
        onSearch={(q) => list.set({ q: q.trim() === '' ? undefined : q }, { replace: true })}
      />
      {detailed ? <SearchFilters list={list} /> : null}
      <InvalidFilters problems={list.problems} labels={list.labels} onClear={(param) => list.clear([param])} />
      {input === undefined ? null : !searchable ? (
        <p className="search-hint">Type a title, an author, a publisher or an ISBN (with or without hyphens){detailed ? ', or choose a filter' : ''}.</p>
      ) : (
        <>
          <div className="search-summary list-toolbar" aria-live="polite">
            {query.data ? <p>{query.data.isbnProblem ?? summary(query.data)}</p> : null}
            <ListExportButtons
              noun={['title', 'titles']}
              filename="catalogue-search"
              columns={resultCsvColumns}
              fieldRules={fieldRules}
              fetchPage={async (page, pageSize) => {
                const answer = await fetchPage(page, pageSize)
                return { rows: answer.items, total: answer.total, totalIsAtLeast: answer.totalIsAtLeast }
              }}
              disabled={!query.data?.total}
              describeError={(error) => describeError(error).message}
            />
          </div>
          {/* With a capped count the pager ends at the cap's last page: past it, add a word or a filter. */}
          <DataTable
            caption="Catalogue titles found"
            columns={resultColumns(words)}
            fieldRules={fieldRules}
            rows={query.data?.items}
            getRowId={(title) => title.nbsi}
            status={query.isError ? 'error' : query.data ? 'success' : 'pending'}
            rowCount={query.data?.total}
            rowCountIsAtLeast={query.data?.totalIsAtLeast ?? false}
            pagination={paginationOf({ page: input.page ?? 1, pageSize: input.pageSize ?? pageSizes[0] })}
            onPaginationChange={(pagination) => list.set(positionForPagination(pagination))}
            pageSizes={pageSizes}
            errorState={<QueryErrorState what="The search results" error={query.error} onRetry={() => query.refetch()} />}
            emptyState={
              <EmptyResults
                input={input}
                matchedBy={query.data?.matchedBy}
                filters={activeFilters(input)}
                onClearFilters={detailed ? () => list.clear([...filterKeys]) : undefined}
              />
            }
          />
        </>
      )}
    </div>
  )
}

function summary(results: CatalogueResults): string {
  const titles = `${totalText(results)} ${results.total === 1 && !results.totalIsAtLeast ? 'title' : 'titles'}`
  return results.matchedBy === 'isbn' ? `${titles} with this ISBN` : `${titles} found`
}
