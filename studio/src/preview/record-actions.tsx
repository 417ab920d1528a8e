import { subject as recordOf } from '@casl/ability'
import { useMemo, useState } from 'react'
import { buildAbility } from '../../../src/policy/ability.ts'
import { explainRecord } from '../../../src/policy/explain-record.ts'
import type { Facts } from '../../../src/policy/facts.ts'
import type { CompiledRecordType, PolicyWithSources, RecordField } from '../../../src/policy/model.ts'
import { validateRecord } from '../../../src/policy/validate-record.ts'
import { SourceText, type Jump } from '../source-text.tsx'
import { RecordScopes } from './record-scopes.tsx'
import { defaultRecord, fillFromUser, parseFieldText, userFields, type RecordValue } from './record-fields.ts'

interface Props {
  readonly policy: PolicyWithSources
  readonly facts: Facts
  readonly onJump: Jump
}

/**
 * The persona's record actions: per record type and action, on which records
 * the rules allow it (in words), and a record to try one action on, answered
 * by the same ability the app and server build, with explain's reasons.
 */
export function RecordActions({ policy, facts, onJump }: Props) {
  const ability = useMemo(() => buildAbility(policy, facts), [policy, facts])
  const signedIn = facts.user ? `Signed in as ${facts.user.id} at ${facts.user.institutionId}.` : 'Signed out: rules that name the user never pass.'
  const [chosen, setChosen] = useState<{ subject: string; action: string; record: RecordValue } | undefined>(undefined)
  if (policy.records.length === 0) return <p>The policy has no record types (policy/resources/).</p>
  const type = policy.records.find((record) => record.name === chosen?.subject) ?? policy.records[0]!
  const action = type.actions.find((entry) => entry.name === chosen?.action)?.name ?? type.actions[0]?.name ?? ''
  const record = chosen?.subject === type.name ? chosen.record : defaultRecord(type)
  const choose = (name: string, next?: string, nextRecord?: RecordValue) => {
    const picked = policy.records.find((r) => r.name === name) ?? type
    setChosen({
      subject: picked.name,
      action: next ?? picked.actions[0]?.name ?? '',
      record: nextRecord ?? (picked.name === type.name ? record : defaultRecord(picked)),
    })
  }
  const filled = userFields(policy, type.name, action)
  const validation = validateRecord(policy, type.name, record, action)
  return (
    <div className="record-actions">
      <p className="signed-in">{signedIn}</p>
      <RecordScopes policy={policy} facts={facts} onChoose={choose} />
      <form className="record-form" aria-label="Try a record" onSubmit={(event) => event.preventDefault()}>
        <label>
          Record type{' '}
          <select value={type.name} onChange={(e) => choose(e.target.value)}>
            {policy.records.map((r) => (
              <option key={r.name}>{r.name}</option>
            ))}
          </select>
        </label>{' '}
        <label>
          Action{' '}
          <select value={action} onChange={(e) => choose(type.name, e.target.value)}>
            {type.actions.map((entry) => (
              <option key={entry.name} value={entry.name} title={entry.description}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>{' '}
        {filled.size > 0 ? (
          <button
            type="button"
            disabled={!facts.user}
            title={facts.user ? undefined : 'Signed out: the facts have no user { id, institutionId } to fill from.'}
            onClick={() => facts.user && choose(type.name, action, fillFromUser(type, record, filled, facts.user))}
          >
            Fill {[...filled.keys()].join(', ')} from the persona&apos;s user
          </button>
        ) : null}
        <fieldset>
          <legend>{type.name} fields</legend>
          {Object.entries(type.fields).map(([name, field]) => (
            <RecordFieldInput
              key={`${type.name}.${name}`}
              name={name}
              field={field}
              value={record[name]}
              onChange={(value) => choose(type.name, action, { ...record, [name]: value })}
            />
          ))}
        </fieldset>
      </form>
      <Answer
        policy={policy}
        facts={facts}
        type={type}
        action={action}
        record={validation.errors.length === 0 ? record : undefined}
        errors={validation.errors}
        allowed={validation.errors.length === 0 && ability.can(action, recordOf(type.name, { ...record }))}
        onJump={onJump}
      />
    </div>
  )
}

function Answer(props: {
  policy: PolicyWithSources
  facts: Facts
  type: CompiledRecordType
  action: string
  record: RecordValue | undefined
  errors: readonly string[]
  allowed: boolean
  onJump: Jump
}) {
  const { policy, facts, type, action, record, errors, allowed, onJump } = props
  if (!record) {
    return (
      <ul className="form-errors" role="alert">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    )
  }
  return (
    <div className="explain" role="region" aria-label="Record answer">
      <h3>
        {action} {type.name}: <span className={allowed ? 'verdict allowed' : 'verdict denied'}>{allowed ? 'allowed' : 'denied'}</span>
      </h3>
      <pre>
        {explainRecord(policy, facts, action, type.name, record).map((line, i) => (
          <div key={i}>
            <SourceText text={line} onJump={onJump} />
          </div>
        ))}
      </pre>
    </div>
  )
}

function RecordFieldInput({ name, field, value, onChange }: { name: string; field: RecordField; value: unknown; onChange: (value: unknown) => void }) {
  const nullToggle = field.nullable ? (
    <label className="null-toggle">
      <input
        type="checkbox"
        checked={value === null}
        onChange={(e) => onChange(e.target.checked ? null : (field.values?.[0] ?? (field.type === 'number' ? 0 : field.type === 'string-list' ? [] : '')))}
      />{' '}
      null
    </label>
  ) : null
  if (field.type === 'boolean') {
    return (
      <label title={field.description}>
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {name}
      </label>
    )
  }
  if (field.values) {
    return (
      <label className="text-field" title={field.description}>
        <span>{name}</span>
        <select disabled={value === null} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}>
          {field.values.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
        {nullToggle}
      </label>
    )
  }
  const text = Array.isArray(value) ? value.join(', ') : value === null || value === undefined || Number.isNaN(value) ? '' : String(value)
  return (
    <label className="text-field" title={field.description}>
      <span>
        {name}
        {field.type === 'string-list' ? ' (comma list)' : ''}
      </span>
      <input
        type={field.type === 'number' ? 'number' : 'text'}
        disabled={value === null}
        value={text}
        onChange={(e) => onChange(parseFieldText(field, e.target.value))}
      />
      {nullToggle}
    </label>
  )
}
