import { useMemo } from 'react'
import { buildAbility } from '../../../src/policy/ability.ts'
import type { Facts } from '../../../src/policy/facts.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import { recordScope } from '../../../src/policy/record-scope.ts'
import { neverReasons, recordFieldsText, recordScopeText } from '../../../src/policy/record-scope-text.ts'

interface Props {
  readonly policy: PolicyWithSources
  readonly facts: Facts
  /** Try this action on a record in the form below. */
  readonly onChoose: (subject: string, action: string) => void
}

/**
 * Per record type and action, on which records the persona may take it, in
 * the words `policy explain --action A --subject S` prints: "never", "always",
 * or "on requests of their institution that are pending and not their own",
 * then which fields: "; all fields", "; all fields but internalStatus".
 */
export function RecordScopes({ policy, facts, onChoose }: Props) {
  const rows = useMemo(() => {
    const ability = buildAbility(policy, facts)
    return policy.records.map((type) => ({
      type: type.name,
      actions: type.actions.map((action) => {
        const scope = recordScope(policy, facts, action.name, type.name)
        return {
          name: action.name,
          description: action.description,
          kind: scope.kind,
          text: recordScopeText(policy, type.name, scope),
          why: scope.kind === 'never' ? neverReasons[scope.reason] : undefined,
          fields: scope.kind === 'never' ? undefined : recordFieldsText(policy, ability, action.name, type.name),
        }
      }),
    }))
  }, [policy, facts])
  return (
    <table className="record-summary" aria-label="Record actions">
      <thead>
        <tr>
          <th scope="col">Record type</th>
          <th scope="col">Action</th>
          <th scope="col">On which records</th>
        </tr>
      </thead>
      {rows.map((type) => (
        <tbody key={type.type}>
          {type.actions.map((action, i) => (
            <tr key={action.name} aria-label={`${action.name} ${type.type}`}>
              {i === 0 ? (
                <th scope="rowgroup" rowSpan={type.actions.length}>
                  {type.type}
                </th>
              ) : null}
              <th scope="row">
                <button
                  type="button"
                  className={`button-link record-action ${action.kind}`}
                  title={action.description}
                  onClick={() => onChoose(type.type, action.name)}
                >
                  {action.name}
                </button>
              </th>
              <td className={`scope ${action.kind}`} title={action.why}>
                {action.text}
                {action.fields ? <span className="scope-fields">; {action.fields}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  )
}
