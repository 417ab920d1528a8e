import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useTRPC, type TrpcOptions } from '../api/trpc-options.ts'
import { listPagerProps, listPositionProps, type WritableList } from './list-position-props.ts'

/**
 * A list's procedure, as its route.ts names it for the loader
 * (`(trpc, input) => trpc.courses.list.queryOptions(input)`), so the page and
 * the loader ask with one query key.
 */
export type ListQueryOptions<Input, Data, Error, Key extends QueryKey> = (trpc: TrpcOptions, input: Input) => UseQueryOptions<Data, Error, Data, Key>

/**
 * The rows of a list (useListState's state), asked with the input its URL
 * reads to, and what the page's table needs of them: the query, its position
 * props and a fetch of any page for the export. While a filter is invalid
 * nothing is asked (the page shows the problem); `enabled` can hold the
 * request back further (a catalogue search without words). The previous rows
 * stay on screen while the next load, so a filter change does not flash an
 * empty table.
 */
export function useListQuery<Input extends object, Data, Error, Key extends QueryKey>(
  list: WritableList & { readonly input: Input | undefined },
  queryOptions: ListQueryOptions<Input, Data, Error, Key>,
  options: { readonly enabled?: (input: Input) => boolean } = {},
) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { input } = list
  // Every list's input has only optional fields, so while nothing is asked `{}` stands for it (the key of the unfiltered list).
  const query = useQuery({
    ...queryOptions(trpc, input ?? ({} as Input)),
    enabled: input !== undefined && (options.enabled?.(input) ?? true),
    placeholderData: keepPreviousData,
  })
  return {
    query,
    /** Sort and page from the URL, for the DataTable (only shown while `input` is defined). */
    positionProps: listPositionProps(list, input ?? {}),
    /** The page alone, for the kit's TablePagination under a grouped list's tables. */
    pagerProps: listPagerProps(list, input ?? {}),
    /** One page of the same list, for ListExportButtons. */
    fetchPage: (page: number, pageSize: number) => queryClient.fetchQuery(queryOptions(trpc, { ...(input ?? ({} as Input)), page, pageSize })),
  }
}
