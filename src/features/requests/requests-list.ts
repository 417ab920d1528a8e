import { definedOnly, ProblemList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { idFilterLength, requestKinds, requestSortColumns, stageStatuses, type RequestStage } from '../../contracts/request-names.ts'
import type { ListRequestsInput } from '../../contracts/requests.ts'

/** The URL of /requests and /requests/history (routes.yaml `search:`). */
export interface RequestsSearch extends ListSearch {
  readonly status?: string
  readonly kind?: string
  readonly requester?: string
  readonly course?: string
  readonly from?: string
  readonly to?: string
  /** The request whose history is open over the list (a link to it opens it). */
  readonly request?: string
}

/**
 * How a requests page reads its URL; loader and page share it (no zod: the
 * loader is in the first load). The two pages differ only in their stage:
 * a status of the other stage is a problem shown beside its field.
 */
function requestsList(stage: RequestStage): ListDefinition<RequestsSearch, ListRequestsInput> {
  return {
    read(search) {
      const check = new ProblemList()
      const from = check.day('from', search.from)
      const to = check.day('to', search.to)
      if (from && to && to < from) check.add('to', to, { code: 'day-before', from })
      const input: ListRequestsInput = {
        stage,
        ...check.position(search, requestSortColumns, 'column requests sort by'),
        ...definedOnly({
          q: check.text('q', search.q, 200, 'search'),
          status: check.oneOf('status', search.status, stageStatuses[stage], stage === 'open' ? 'status of an open request' : 'status of a closed request'),
          kind: check.oneOf('kind', search.kind, requestKinds, 'kind of request'),
          requester: check.text('requester', search.requester, idFilterLength, 'requester'),
          course: check.text('course', search.course, idFilterLength, 'course'),
          from,
          to,
        }),
      }
      return { input, problems: check.problems }
    },
  }
}

export const openRequestsList = requestsList('open')
export const closedRequestsList = requestsList('closed')
