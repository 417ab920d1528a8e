import { useMemo, useState } from 'react'
import { Combobox, type ComboboxOption } from '../../../src/components/ui/combobox.tsx'
import { evaluatePolicy } from '../../../src/policy/evaluate-policy.ts'
import { explainMenuItem } from '../../../src/policy/explain-menu.ts'
import { explainNavigation, landingText } from '../../../src/policy/explain.ts'
import { readFact, type Facts } from '../../../src/policy/facts.ts'
import { decideLanding } from '../../../src/policy/landing.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import type { PersonaDiff } from '../../../scripts/policy/semantics/diff/access-diff.ts'
import { SourceText, type Jump } from '../source-text.tsx'
import { FactsForm } from './facts-form.tsx'
import { MenuPreview } from './menu-preview.tsx'
import { RecordActions } from './record-actions.tsx'
import { RouteGridTable } from './route-grid-table.tsx'

export const CUSTOM = '(custom facts)'

/** The personas by institution (`booklist_config.institution_id`), typed to find by name or institution; custom facts first. */
export function personaOptions(personas: ReadonlyMap<string, Facts>): ComboboxOption[] {
  return [
    { value: CUSTOM, label: CUSTOM },
    ...[...personas].map(([name, facts]): ComboboxOption => {
      const institution = readFact(facts.institution, 'booklist_config.institution_id')
      return typeof institution === 'string'
        ? { value: name, label: name, group: `Institution ${institution}`, keywords: institution }
        : { value: name, label: name }
    }),
  ]
}

interface Props {
  readonly policy: PolicyWithSources
  readonly personas: ReadonlyMap<string, Facts>
  readonly stale: boolean
  /** Per persona, what changed against git HEAD (from the change review). */
  readonly changes?: readonly PersonaDiff[]
  readonly onJump: Jump
}

/** A persona's menu, landing and record actions as the app resolves them, the route grid of every persona, and explain for any of it. */
export function PreviewPanel({ policy, personas, stale, changes, onJump }: Props) {
  const names = [...personas.keys()]
  const options = useMemo(() => personaOptions(personas), [personas])
  const [selected, setSelected] = useState(names[0] ?? CUSTOM)
  const [custom, setCustom] = useState<Facts | undefined>(undefined)
  const [explained, setExplained] = useState<{ title: string; lines: readonly string[] } | undefined>(undefined)
  const facts = selected === CUSTOM ? (custom ?? personas.get(names[0] ?? '')) : personas.get(selected)
  const view = useMemo(() => (facts ? evaluatePolicy(policy, facts) : undefined), [policy, facts])

  const explainPath = (persona: string, personaFacts: Facts, path: string) =>
    setExplained({ title: `${persona}: ${path}`, lines: explainNavigation(policy, personaFacts, path) })

  return (
    <section className="preview" aria-label="Preview">
      {stale ? (
        <p className="stale" role="status">
          The policy has errors: this preview shows the last version that compiled.
        </p>
      ) : null}
      <div className="persona-bar">
        <Combobox
          label="Persona"
          options={options}
          value={selected}
          onChange={(value) => {
            if (value === undefined) return
            if (value === CUSTOM && !custom && facts) setCustom(facts)
            setSelected(value)
          }}
        />
      </div>
      {selected === CUSTOM && facts ? <FactsForm policy={policy} facts={facts} onChange={setCustom} /> : null}
      {view && facts ? (
        <div className="persona-view">
          <div>
            <h3>Menu</h3>
            <MenuPreview
              entries={view.menu}
              onExplain={(title) => setExplained({ title: `${selected}: menu item ${title}`, lines: explainMenuItem(policy, facts, title) ?? [] })}
            />
          </div>
          <div>
            <h3>Landing</h3>
            <p className="landing">
              <code>{view.landing}</code>
            </p>
            <p className="why">
              <SourceText text={landingText(policy, decideLanding(policy, facts))} onJump={onJump} />
            </p>
          </div>
        </div>
      ) : (
        <p>No persona: add one to policy/tests/*.yaml, or choose custom facts.</p>
      )}
      {facts ? (
        <section className="records-preview" aria-label="Record actions preview">
          <h3>Record actions</h3>
          <RecordActions policy={policy} facts={facts} onJump={onJump} />
        </section>
      ) : null}
      {explained ? (
        <div className="explain" role="region" aria-label="Explain">
          <h3>
            Explain {explained.title}{' '}
            <button type="button" onClick={() => setExplained(undefined)} aria-label="Close explain">
              ×
            </button>
          </h3>
          <pre>
            {explained.lines.map((line, i) => (
              <div key={i}>
                <SourceText text={line} onJump={onJump} />
              </div>
            ))}
          </pre>
        </div>
      ) : null}
      <RouteGridTable policy={policy} personas={personas} onExplain={explainPath} {...(changes ? { changes } : {})} />
    </section>
  )
}
