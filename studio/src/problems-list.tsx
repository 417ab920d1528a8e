import type { Diagnostic } from '../../scripts/policy/diagnostic.ts'
import type { Jump } from './source-text.tsx'

/** Every diagnostic of the policy, as `policy check` prints it; a click opens the place. */
export function ProblemsList({ diagnostics, onJump }: { readonly diagnostics: readonly Diagnostic[]; readonly onJump: Jump }) {
  const errors = diagnostics.filter((d) => d.severity === 'error').length
  return (
    <section className="problems" aria-label="Problems">
      <h2>
        Problems{' '}
        <span className="count">
          {diagnostics.length === 0
            ? 'none: the policy compiles'
            : `${errors} error${errors === 1 ? '' : 's'}, ${diagnostics.length - errors} warning${diagnostics.length - errors === 1 ? '' : 's'}`}
        </span>
      </h2>
      <ul>
        {diagnostics.map((d) => (
          <li key={`${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`} className={d.severity}>
            <button type="button" className="problem" onClick={() => onJump(d.file, d.line, d.column)}>
              <span className="where">
                {d.file}:{d.line}:{d.column}
              </span>{' '}
              <span className="code">
                {d.severity}[{d.code}]
              </span>{' '}
              <span className="message">{d.message}</span>
              {d.hint ? <span className="hint">{d.hint}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
