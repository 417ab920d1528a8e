import { useEffect, useState } from 'react'
import { sha256Hex } from './analysis/node-crypto-browser.ts'
import { ApiError, saveFiles, type SaveAnswer } from './api.ts'

interface Props {
  readonly texts: Readonly<Record<string, string>>
  readonly errorCount: number
}

type Outcome = { readonly answer: SaveAnswer } | { readonly failure: string }

/**
 * Save: writes the changed files, then the server runs the policy build and says
 * which generated files changed. While the policy has errors (or a file changed
 * on disk meanwhile) it asks first; unsaved edits are never dropped silently.
 */
export function SaveBar({ texts, errorCount }: Props) {
  const [base, setBase] = useState<Readonly<Record<string, string>>>(texts)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const [confirming, setConfirming] = useState(false)
  const dirty = Object.keys(texts).filter((file) => texts[file] !== base[file])

  const save = async (force: boolean) => {
    setBusy(true)
    setConfirming(false)
    const changed = Object.fromEntries(dirty.map((file) => [file, texts[file] ?? '']))
    // A file created in the page has no base: the server then refuses it if it appeared on disk meanwhile.
    const hashes = Object.fromEntries(dirty.flatMap((file) => (base[file] === undefined ? [] : [[file, sha256Hex(base[file])]])))
    try {
      const answer = await saveFiles(changed, hashes, force)
      if (answer.status === 'saved') setBase({ ...base, ...changed })
      setOutcome({ answer })
    } catch (error) {
      setOutcome({ failure: error instanceof ApiError ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }
  const request = () => {
    if (busy || dirty.length === 0) return
    if (errorCount > 0) setConfirming(true)
    else void save(false)
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        event.preventDefault()
        request()
      }
    }
    const onLeave = (event: BeforeUnloadEvent) => {
      if (dirty.length > 0) event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('beforeunload', onLeave)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('beforeunload', onLeave)
    }
  })

  return (
    <div className="save-bar">
      <span className="dirty" role="status">
        {dirty.length === 0 ? 'All changes saved' : `Unsaved: ${dirty.map((file) => file.replace(/^policy\//, '')).join(', ')}`}
      </span>
      <button type="button" className="button-primary" onClick={request} disabled={busy || dirty.length === 0} title="Ctrl+S">
        {busy ? 'Saving…' : 'Save'}
      </button>
      {confirming ? (
        <span className="confirm" role="alert">
          The policy has {errorCount} error{errorCount === 1 ? '' : 's'}; saving skips the build until they are fixed.{' '}
          <button type="button" onClick={() => void save(true)}>
            Save anyway
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </span>
      ) : null}
      {outcome ? <SaveOutcome outcome={outcome} onForce={() => void save(true)} /> : null}
    </div>
  )
}

function SaveOutcome({ outcome, onForce }: { readonly outcome: Outcome; readonly onForce: () => void }) {
  if ('failure' in outcome)
    return (
      <span className="save-result error" role="alert">
        {outcome.failure}
      </span>
    )
  const { answer } = outcome
  switch (answer.status) {
    case 'saved':
      return (
        <span className="save-result" role="status" aria-label="Save result">
          Saved {answer.saved.length > 0 ? answer.saved.join(', ') : 'nothing new'}.{' '}
          {answer.diagnostics.some((d) => d.severity === 'error')
            ? 'The build was skipped: the policy has errors.'
            : answer.generated.length > 0
              ? `The build rewrote ${answer.generated.join(', ')}.`
              : 'The build left every generated file as it was.'}
        </span>
      )
    case 'has-errors':
      return (
        <span className="save-result error" role="alert">
          Not saved: the policy has {answer.diagnostics.length} problems.
        </span>
      )
    case 'conflict':
      return (
        <span className="save-result error" role="alert">
          Not saved: {answer.files.join(', ')} changed on disk since the studio opened it.{' '}
          <button type="button" onClick={onForce}>
            Overwrite
          </button>
        </span>
      )
    case 'invalid':
      return (
        <span className="save-result error" role="alert">
          Not saved: {answer.message}
        </span>
      )
  }
}
