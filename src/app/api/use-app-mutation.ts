import { useMutation, useQueryClient, type QueryClient, type QueryFilters, type UseMutationOptions } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useToast, type ToastAction } from '../../components/ui/toast.tsx'
import { describeError } from './describe-error.ts'

export interface MutationEffects<TData, TVariables> {
  /** The queries this change makes stale, e.g. `[trpc.booklist.pathFilter()]`: refetched after it succeeds, and on Reload after a conflict. */
  readonly invalidates: (variables: TVariables) => readonly QueryFilters[]
  /** Said (politely) once it has worked: "Booklist submitted". */
  readonly success?: (data: TData, variables: TVariables) => string
  /** What the success toast offers next ("Open the list", with its address); such a toast stays until used or dismissed. */
  readonly successAction?: (data: TData, variables: TVariables) => ToastAction
  /**
   * After a conflict, refetch at once instead of offering Reload: for a row
   * that holds no input of the user's (a request someone else decided), the
   * fresh row is the answer. Left off where the screen holds typed input.
   */
  readonly refreshOnConflict?: boolean
}

/**
 * Refetch what a change made stale, so no list shows rows from before it. A
 * fetch already running was asked before the change, and invalidating alone
 * would join it when the query has no data yet (query-core's `fetch` cancels
 * a running fetch only for a query with data): so the matching fetches are
 * cancelled first (reverting to their state before that fetch, their late
 * answer discarded), then invalidated, which refetches the active ones anew.
 */
export async function refetchAfterChange(queryClient: QueryClient, filters: readonly QueryFilters[]): Promise<void> {
  await Promise.all(filters.map((filter) => queryClient.cancelQueries(filter)))
  await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)))
}

/**
 * The one mutation pattern: `useAppMutation(trpc.x.y.mutationOptions(), { invalidates, success })`.
 * After success it invalidates exactly what the change made stale (cancelling
 * any fetch of it already running: see refetchAfterChange) and says
 * so. A failure is said where it happened, with what to do: a conflict offers
 * Reload (the user's input stays on screen), any other failure Retry (with
 * the same variables, so a create's idempotency key makes a retry safe); a
 * 401 needs nothing here, the app is already on its way to sign-in.
 */
export function useAppMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  effects: MutationEffects<TData, TVariables>,
) {
  const queryClient = useQueryClient()
  const toasts = useToast()
  const retry = useRef<(variables: TVariables) => void>(() => {})
  const invalidate = (variables: TVariables) => refetchAfterChange(queryClient, effects.invalidates(variables))
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    async onSuccess(data, variables, onMutateResult, context) {
      await options.onSuccess?.(data, variables, onMutateResult, context)
      await invalidate(variables)
      if (effects.success) {
        const action = effects.successAction?.(data, variables)
        toasts.show({ tone: 'success', message: effects.success(data, variables), ...(action ? { action } : {}) })
      }
    },
    async onError(error, variables, onMutateResult, context) {
      await options.onError?.(error, variables, onMutateResult, context)
      const meaning = describeError(error)
      if (meaning.kind === 'sign-in') return
      if (meaning.kind === 'conflict' && effects.refreshOnConflict) {
        toasts.show({ tone: 'error', message: meaning.message })
        await invalidate(variables)
        return
      }
      const action =
        meaning.kind === 'conflict'
          ? { label: 'Reload', run: () => void invalidate(variables) }
          : meaning.kind === 'failed'
            ? { label: 'Retry', run: () => retry.current(variables) }
            : undefined
      toasts.show({ tone: 'error', message: meaning.message, ...(action ? { action } : {}) })
    },
  })
  const { mutate } = mutation
  useEffect(() => {
    retry.current = mutate
  }, [mutate])
  return mutation
}
