// The requests lists' closed lists, without zod: the Requests and History routes' loaders import them into the first load.

export const requestKinds = ['title', 'supply', 'purchase'] as const
export type RequestKind = (typeof requestKinds)[number]

export const requestStatuses = ['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'] as const
export type RequestStatus = (typeof requestStatuses)[number]

/** Waiting for someone: the Requests page (approve, reject, cancel). */
export const openStatuses = ['draft', 'pending'] as const satisfies readonly RequestStatus[]
/** Decided or withdrawn: the History page. */
export const closedStatuses = ['approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'] as const satisfies readonly RequestStatus[]

/** The two lists of requests: /requests holds the open ones, /requests/history the closed ones. */
export const requestStages = ['open', 'closed'] as const
export type RequestStage = (typeof requestStages)[number]

/** The statuses each list holds. */
export const stageStatuses: Readonly<Record<RequestStage, readonly RequestStatus[]>> = { open: openStatuses, closed: closedStatuses }

/** The changes that decide or withdraw a request, each the record rule of the same name (policy/resources/request.yaml). */
export type RequestDecision = 'approve' | 'reject' | 'cancel'

/** The requests lists sort by these; unsorted is newest first. */
export const requestSortColumns = ['created', 'updated', 'title', 'requester', 'course', 'status', 'quantity'] as const
export type RequestSortColumn = (typeof requestSortColumns)[number]

/** An id filter (requester, course) is matched exactly; past this length it cannot match. */
export const idFilterLength = 100
