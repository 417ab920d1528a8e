import { Button } from './button.tsx'

/**
 * Said in a dialog when its record changed after it opened ("pat@… ordered
 * this request 3 s ago"): the person learns at once, not from a refusal on
 * submit, and Reload brings the record as it now is (or closes, when there is
 * nothing left to change). An alert, so it is read out when it appears.
 */
export function ChangedUnderneathNotice({ sentence, reload = 'Reload', onReload }: { sentence: string; reload?: string; onReload: () => void }) {
  return (
    <div className="changed-underneath" role="alert">
      <p>{sentence}. What you see here may be out of date.</p>
      <Button onClick={onReload}>{reload}</Button>
    </div>
  )
}
