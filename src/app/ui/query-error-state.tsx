import { ErrorState } from '../../components/ui/error-state.tsx'
import { describeError } from '../api/describe-error.ts'

/**
 * A failed data query in place of its content, in the app's words: a
 * conflict offers Reload, a refusal no retry (the page is on its way to the
 * unauthorized page), anything else Retry.
 */
export function QueryErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => unknown }) {
  const meaning = describeError(error)
  const retryable = meaning.kind === 'failed' || meaning.kind === 'conflict'
  return (
    <ErrorState
      title={`${what} could not be loaded`}
      message={meaning.message}
      {...(retryable ? { onRetry, retryLabel: meaning.kind === 'conflict' ? 'Reload' : 'Retry' } : {})}
    />
  )
}
