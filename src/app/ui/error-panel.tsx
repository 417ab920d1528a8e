import { useState } from 'react'
import { TimeoutError, withReference } from '../api/rpc-error.ts'
import type { BootFailure } from '../policy-view/use-boot-failures.ts'
import { Button } from '../../components/ui/button.tsx'

function reason(error: unknown): string {
  if (error instanceof TimeoutError) return `no answer within ${error.timeoutMs / 1000} s (timeout)`
  if (error instanceof Error) return withReference(error.message, error)
  return String(error)
}

/** The error state of spec section 4: what failed, and a Retry button that loads it again. */
export function ErrorPanel({ failures, onRetry }: { failures: readonly BootFailure[]; onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false)
  const retry = () => {
    setRetrying(true)
    onRetry().finally(() => setRetrying(false))
  }
  return (
    <section className="error-panel" role="alert" aria-labelledby="error-panel-title">
      <h2 id="error-panel-title">Something could not be loaded</h2>
      <ul>
        {failures.map((failure) => (
          <li key={failure.what}>
            <strong>{failure.what}</strong> could not be loaded: {reason(failure.error)}
          </li>
        ))}
      </ul>
      <Button onClick={retry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </section>
  )
}
