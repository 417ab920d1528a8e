import { formatNumber } from '../../contracts/counts.ts'

/**
 * How far a long action has come (a rollover's batches): the native
 * <progress>, named, with its figures in words beside it so the count is
 * read, not only seen.
 */
export function ProgressBar({ label, done, total, noun }: { label: string; done: number; total: number; noun: string }) {
  return (
    <div className="progress-bar">
      <progress aria-label={label} value={done} max={Math.max(total, 1)} />
      <span className="progress-bar-figures">
        {formatNumber(done)} of {formatNumber(total)} {noun}
      </span>
    </div>
  )
}
