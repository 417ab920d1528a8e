import type { ChangeReview } from '../analysis/review-changes.ts'
import { SourceText, type Jump } from '../source-text.tsx'
import { ImpactSections } from './impact-sections.tsx'
import type { ImpactView } from './use-impact.ts'

interface Props {
  readonly review: ChangeReview | undefined
  readonly reviewing: boolean
  readonly headError: string | undefined
  readonly hasErrors: boolean
  /** The edit's impact on the database's staff and recent decisions (`--database`). */
  readonly impact: ImpactView
  readonly onJump: Jump
}

/** What the edit changes against git HEAD, the table tests with coverage, and lint: the diff, test and lint commands, live. */
export function ReviewPanel({ review, reviewing, headError, hasErrors, impact, onJump }: Props) {
  if (hasErrors) return <p className="stale">Fix the problems first: the change review needs a policy that compiles.</p>
  if (!review) return <p aria-busy="true">Reviewing the change…</p>
  const failed = review.tables.filter((row) => row.failures.length > 0)
  return (
    <section className="review" aria-label="Change review" aria-busy={reviewing}>
      {reviewing ? <p className="updating">Updating for your latest edit…</p> : null}
      <h3>Against git HEAD</h3>
      {headError ? (
        <p className="stale">No comparison: {headError}.</p>
      ) : review.diff && review.diff.length > 0 ? (
        <ul className="diff" aria-label="Access changes">
          {review.diff.map((diff) => (
            <li key={diff.persona} data-persona={diff.persona}>
              <strong>{diff.persona}</strong>
              <ul>
                {diff.gained.map((item) => (
                  <li key={`+${item}`} className="gained">
                    gains menu {item}
                  </li>
                ))}
                {diff.lost.map((item) => (
                  <li key={`-${item}`} className="lost">
                    loses menu {item}
                  </li>
                ))}
                {diff.landing ? (
                  <li>
                    lands on {diff.landing.after} instead of {diff.landing.before}
                  </li>
                ) : null}
                {diff.paths.map((change) => (
                  <li key={change.path}>
                    {change.path}: {change.before} → {change.after}
                  </li>
                ))}
                {diff.records.map((change) => (
                  <li key={change.action}>
                    {change.action}: {change.before} → {change.after}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p>No persona gains or loses anything against HEAD ({review.personaCount} personas compared).</p>
      )}
      <ImpactSections view={impact} />

      <h3>
        Table tests: {review.tables.length - failed.length} of {review.tables.length} pass
      </h3>
      {review.tableErrors.length > 0 ? (
        <ul className="form-errors">
          {review.tableErrors.map((error) => (
            <li key={error}>
              <SourceText text={error} onJump={onJump} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="tests">
        {failed.map((row) => (
          <li key={row.title} className="failed">
            <SourceText text={`FAIL ${row.title}`} onJump={onJump} />
            <pre>
              <SourceText text={row.failures.join('\n')} onJump={onJump} />
            </pre>
          </li>
        ))}
      </ul>
      <pre className={review.coverageMet ? 'coverage' : 'coverage failed'}>
        <SourceText text={review.coverage.join('\n')} onJump={onJump} />
      </pre>

      <h3>Lint: {review.lint.length === 0 ? 'no findings' : `${review.lint.length} warning${review.lint.length === 1 ? '' : 's'}`}</h3>
      <ul className="lint">
        {review.lint.map((finding) => (
          <li key={`${finding.src.join(':')}:${finding.code}:${finding.message}`}>
            <SourceText text={`${finding.src[0]}:${finding.src[1]}:${finding.src[2]} warning[${finding.code}] ${finding.message}`} onJump={onJump} />
            {finding.detail ? <div className="hint">{finding.detail}</div> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
