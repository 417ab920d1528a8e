import { useState } from 'react'
import {
  internalStatuses,
  itemNote,
  quantity as quantitySchema,
  requirements,
  type BooklistItemView,
  type UpdateBooklistItemInput,
} from '../../contracts/booklists.ts'
import { validateWith } from '../../components/ui/field-errors.ts'
import { Input, Select } from '../../components/ui/controls.tsx'

type Change = Omit<UpdateBooklistItemInput, 'id' | 'version'>

export interface ItemEditorProps {
  readonly item: BooklistItemView
  readonly busy: boolean
  readonly onChange: (change: Change) => void
}

/** Requirement: the kit's select (a native one underneath), so it works by keyboard as every select does; it saves when changed. */
export function RequirementEditor({ item, busy, onChange }: ItemEditorProps) {
  return (
    <Select
      aria-label={`Requirement of ${item.title}`}
      value={item.requirement}
      disabled={busy}
      onChange={(event) => onChange({ requirement: event.target.value as Change['requirement'] })}
      options={requirements.map((requirement) => ({ value: requirement, label: requirement }))}
    />
  )
}

/** Internal status (only rendered for someone the edit rule's field rule lets change it): a select with "none" to clear it. */
export function InternalStatusEditor({ item, busy, onChange }: ItemEditorProps) {
  return (
    <Select
      aria-label={`Internal status of ${item.title}`}
      value={item.internalStatus ?? ''}
      disabled={busy}
      onChange={(event) => onChange({ internalStatus: event.target.value === '' ? null : (event.target.value as Change['internalStatus']) })}
      options={[{ value: '', label: 'none' }, ...internalStatuses.map((status) => ({ value: status, label: status }))]}
    />
  )
}

/** Quantity: saved on Enter or when focus leaves, checked with the server's own schema first; Escape puts the saved value back. */
export function QuantityEditor({ item, busy, onChange }: ItemEditorProps) {
  return (
    <CommitField
      label={`Quantity of ${item.title}`}
      saved={String(item.quantity)}
      busy={busy}
      type="number"
      check={(text) => {
        // An emptied box is a missing quantity, not NaN: the message says what to do, not what zod received.
        const parsed = validateWith(quantitySchema, text.trim() === '' ? undefined : Number(text))
        return parsed.ok ? { ok: true, commit: () => onChange({ quantity: parsed.data }) } : { ok: false, message: parsed.errors[''] ?? 'Enter a quantity.' }
      }}
    />
  )
}

export function NoteEditor({ item, busy, onChange }: ItemEditorProps) {
  return (
    <CommitField
      label={`Note on ${item.title}`}
      saved={item.note ?? ''}
      busy={busy}
      type="text"
      check={(text) => {
        const parsed = itemNote.safeParse(text)
        return parsed.success
          ? { ok: true, commit: () => onChange({ note: parsed.data === '' ? null : parsed.data }) }
          : { ok: false, message: parsed.error.issues[0]?.message ?? 'Not a note.' }
      }}
    />
  )
}

type Checked = { ok: true; commit: () => void } | { ok: false; message: string }

function CommitField(props: { label: string; saved: string; busy: boolean; type: 'text' | 'number'; check: (text: string) => Checked }) {
  const [draft, setDraft] = useState<string | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const value = draft ?? props.saved
  const commit = () => {
    if (draft === undefined || draft === props.saved) return setDraft(undefined)
    const checked = props.check(draft)
    if (!checked.ok) return setProblem(checked.message)
    setProblem(undefined)
    setDraft(undefined)
    checked.commit()
  }
  return (
    <span className="inline-editor">
      <Input
        aria-label={props.label}
        aria-invalid={problem ? true : undefined}
        type={props.type}
        {...(props.type === 'number' ? { min: 1, max: 10_000, inputMode: 'numeric' as const } : {})}
        value={value}
        disabled={props.busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
          if (event.key === 'Escape') {
            setDraft(undefined)
            setProblem(undefined)
          }
        }}
      />
      {problem ? (
        <span role="alert" className="field-error">
          {problem}
        </span>
      ) : null}
    </span>
  )
}
