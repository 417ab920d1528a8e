import { useState } from 'react'
import { Button } from './button.tsx'

export interface ErrorStateProps {
  readonly title: string
  /** What went wrong, in words (the app maps errors once: src/app/api/describe-error.ts). */
  readonly message: string
  /** Loads again; the button says it is busy until the promise settles. */
  readonly onRetry?: () => unknown
  readonly retryLabel?: string
}

/** A failed load in place of the content it was for, announced at once (role=alert), with Retry. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  const [busy, setBusy] = useState(false)
  const retry = () => {
    if (!onRetry) return
    setBusy(true)
    void Promise.resolve(onRetry()).finally(() => setBusy(false))
  }
  return (
    <div className="error-state" role="alert">
      <p className="error-state-title">{title}</p>
      <p>{message}</p>
      {onRetry ? (
        <Button onClick={retry} pending={busy}>
          {busy ? 'Retrying…' : retryLabel}
        </Button>
      ) : null}
    </div>
  )
}
