import { useState } from 'react'
import type { Facts, FactsUser } from '../../../src/policy/facts.ts'
import type { PolicyWithSources, FactField } from '../../../src/policy/model.ts'
import { validateFacts } from '../../../src/policy/validate-facts.ts'
import { signedInUser } from '../../../scripts/policy/semantics/tables/build-personas.ts'

interface Props {
  readonly policy: PolicyWithSources
  readonly facts: Facts
  readonly onChange: (facts: Facts) => void
}

/**
 * Facts as a form generated from the policy: a checkbox per flag and
 * permission, and a field per institution fact of facts.yaml by its type.
 * Only facts that pass the policy's own validation reach the preview.
 */
export function FactsForm({ policy, facts, onChange }: Props) {
  const [errors, setErrors] = useState<readonly string[]>([])
  const update = (next: {
    flags: Record<string, unknown>
    permissions: Record<string, unknown>
    institution: Record<string, unknown>
    user?: FactsUser | undefined
  }) => {
    const { user, ...rest } = next
    const result = validateFacts(policy, user ? { ...rest, user } : rest)
    setErrors(result.errors)
    if (result.facts) onChange(result.facts)
  }
  const current = { flags: { ...facts.flags }, permissions: { ...facts.permissions }, institution: { ...facts.institution }, user: facts.user }
  return (
    <form className="facts-form" aria-label="Facts" onSubmit={(event) => event.preventDefault()}>
      <SignedInUser user={facts.user} facts={facts} onChange={(user) => update({ ...current, user })} />
      <fieldset>
        <legend>Flags</legend>
        {policy.flags.map((flag) => (
          <label key={flag.name} title={flag.description}>
            <input
              type="checkbox"
              checked={facts.flags[flag.name] === true}
              onChange={(e) => update({ ...current, flags: { ...current.flags, [flag.name]: e.target.checked } })}
            />
            {flag.name}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Permissions</legend>
        {policy.permissions.map((permission) => (
          <label key={permission.name} title={permission.description}>
            <input
              type="checkbox"
              checked={facts.permissions[permission.name] === true}
              onChange={(e) => update({ ...current, permissions: { ...current.permissions, [permission.name]: e.target.checked } })}
            />
            {permission.name}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Institution (facts.yaml)</legend>
        <FieldsInput fields={policy.facts} value={current.institution} onChange={(institution) => update({ ...current, institution })} />
      </fieldset>
      {errors.length > 0 ? (
        <ul className="form-errors" role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </form>
  )
}

/**
 * Who is signed in: record rules compare records with the user's id and
 * institution, so signing out turns every such rule to never.
 */
function SignedInUser({ user, facts, onChange }: { user: FactsUser | undefined; facts: Facts; onChange: (user: FactsUser | undefined) => void }) {
  // The typed text is kept while it is not valid facts (an empty id), as the other fields keep theirs.
  // Signing in starts as the table personas do: a user at the facts' institution.
  const [draft, setDraft] = useState<FactsUser>(() => user ?? signedInUser('user', facts))
  const edit = (next: FactsUser) => {
    setDraft(next)
    onChange(next)
  }
  return (
    <fieldset>
      <legend>Signed-in user</legend>
      <label>
        <input type="checkbox" checked={user !== undefined} onChange={(e) => onChange(e.target.checked ? draft : undefined)} /> signed in
      </label>
      {user ? (
        <>
          <label className="text-field">
            <span>user id</span>
            <input type="text" value={draft.id} onChange={(e) => edit({ ...draft, id: e.target.value })} />
          </label>
          <label className="text-field">
            <span>user institution id</span>
            <input type="text" value={draft.institutionId} onChange={(e) => edit({ ...draft, institutionId: e.target.value })} />
          </label>
        </>
      ) : null}
    </fieldset>
  )
}

function FieldsInput(props: {
  fields: Readonly<Record<string, FactField>>
  value: Record<string, unknown>
  onChange: (value: Record<string, unknown>) => void
}) {
  return (
    <>
      {Object.entries(props.fields).map(([name, field]) => (
        <FieldInput key={name} name={name} field={field} value={props.value[name]} onChange={(value) => props.onChange({ ...props.value, [name]: value })} />
      ))}
    </>
  )
}

function FieldInput({ name, field, value, onChange }: { name: string; field: FactField; value: unknown; onChange: (value: unknown) => void }) {
  const nullToggle = field.nullable ? (
    <label className="null-toggle">
      <input type="checkbox" checked={value === null} onChange={(e) => onChange(e.target.checked ? null : field.type === 'number' ? 0 : '')} /> null
    </label>
  ) : null
  switch (field.type) {
    case 'boolean':
      return (
        <label title={field.description}>
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {name}
        </label>
      )
    case 'number':
    case 'string':
      return (
        <label className="text-field" title={field.description}>
          <span>{name}</span>
          <input
            type={field.type === 'number' ? 'number' : 'text'}
            disabled={value === null}
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(e) => onChange(field.type === 'number' ? Number(e.target.value) : e.target.value)}
          />
          {nullToggle}
        </label>
      )
    case 'object':
      return (
        <fieldset title={field.description}>
          <legend>{name}</legend>
          {value === null ? nullToggle : <FieldsInput fields={field.fields ?? {}} value={(value ?? {}) as Record<string, unknown>} onChange={onChange} />}
        </fieldset>
      )
    default:
      return <JsonInput name={name} description={field.description} value={value} onChange={onChange} />
  }
}

/** Lists and maps as JSON, applied when the text parses; a parse error is shown and the text kept. */
function JsonInput({ name, description, value, onChange }: { name: string; description?: string; value: unknown; onChange: (value: unknown) => void }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null))
  const [error, setError] = useState<string>()
  return (
    <label className="text-field" title={description}>
      <span>{name} (JSON)</span>
      <textarea
        rows={2}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          try {
            onChange(JSON.parse(e.target.value))
            setError(undefined)
          } catch {
            setError('not valid JSON yet')
          }
        }}
      />
      {error ? <small className="field-error">{error}</small> : null}
    </label>
  )
}
