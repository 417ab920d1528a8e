import { useMemo } from 'react'
import type { Facts } from '../../../src/policy/facts.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import type { PersonaDiff } from '../../../scripts/policy/semantics/diff/access-diff.ts'
import { outcomeLabel, routeGrid } from '../analysis/route-grid.ts'

interface Props {
  readonly policy: PolicyWithSources
  readonly personas: ReadonlyMap<string, Facts>
  readonly onExplain: (persona: string, facts: Facts, path: string) => void
  /** The change review's diff against git HEAD: cells whose outcome it changed are marked. */
  readonly changes?: readonly PersonaDiff[]
}

/** Every route and alias x every persona with its outcome; a cell opens explain. */
export function RouteGridTable({ policy, personas, onExplain, changes = [] }: Props) {
  const names = [...personas.keys()]
  const facts = [...personas.values()]
  const before = useMemo(() => new Map(changes.flatMap((diff) => diff.paths.map((change) => [`${diff.persona} ${change.path}`, change.before]))), [changes])
  const rows = useMemo(() => routeGrid(policy, facts), [policy, personas]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="grid-wrap">
      <table className="route-grid" aria-label="Routes by persona">
        <thead>
          <tr>
            <th scope="col">Route</th>
            {names.map((name) => (
              <th key={name} scope="col" className="persona-head">
                <span>{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.route.path}>
              <th scope="row">
                {row.route.path}
                {row.route.aliasOf ? <small> alias of {row.route.aliasOf}</small> : null}
              </th>
              {row.cells.map((cell, i) => {
                const persona = names[i] ?? ''
                const was = before.get(`${persona} ${cell.path}`)
                const label = `${persona} at ${cell.path}: ${outcomeLabel(cell.outcome)}${was ? ` (was ${was} at HEAD)` : ''}`
                return (
                  <td key={persona} className={`outcome ${cell.outcome.result}${was ? ' changed' : ''}`}>
                    <button type="button" aria-label={label} title={label} onClick={() => onExplain(persona, facts[i] as Facts, cell.path)}>
                      {abbreviation(cell.outcome.result)}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="legend">✓ allow · ✕ unauthorized · → redirect · ? not found; an outlined cell changed since git HEAD. Click a cell to explain it.</p>
    </div>
  )
}

function abbreviation(result: string): string {
  return result === 'allow' ? '✓' : result === 'unauthorized' ? '✕' : result === 'redirect' ? '→' : '?'
}
