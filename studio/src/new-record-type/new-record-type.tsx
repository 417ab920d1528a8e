import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { recordTypeFile, recordTypeName } from '../../../scripts/policy/record-type-file.ts'
import { recordTypeTemplate } from './record-type-template.ts'

interface Props {
  /** The files the studio edits already: a new record type may not take one of their names. */
  readonly files: readonly string[]
  /** Called with policy/resources/<name>.yaml and its template; the file exists only in the page until it is saved. */
  readonly onCreate: (file: string, text: string) => void
}

/** "New record type…": asks for the file name in kebab-case and hands a new record type file, from a template, to the editor. */
export function NewRecordType({ files, onCreate }: Props) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  return (
    <div className="new-record-type">
      <button type="button" ref={toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        New record type…
      </button>
      {open ? (
        <NameForm
          files={files}
          onCancel={close}
          onCreate={(file, text) => {
            setOpen(false)
            onCreate(file, text)
          }}
        />
      ) : null}
    </div>
  )
}

function NameForm({ files, onCreate, onCancel }: Props & { readonly onCancel: () => void }) {
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string>()
  const ids = { input: useId(), problem: useId(), help: useId() }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    const why = nameProblem(trimmed, files)
    setProblem(why)
    if (!why) onCreate(recordTypeFile(trimmed), recordTypeTemplate(trimmed))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onCancel()
  }
  return (
    <form className="new-record-type-form" aria-label="New record type" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <label htmlFor={ids.input}>File name</label>{' '}
      <span className="prefix" aria-hidden="true">
        policy/resources/
      </span>
      <input
        id={ids.input}
        value={name}
        // The form opens on request, so taking the focus is expected, not a surprise.
        autoFocus
        spellCheck={false}
        autoComplete="off"
        placeholder="reading-list"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${ids.problem} ${ids.help}` : ids.help}
        onChange={(event) => setName(event.target.value)}
      />
      <span className="prefix" aria-hidden="true">
        .yaml
      </span>{' '}
      <button type="submit">Create</button>{' '}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <span id={ids.help} className="help">
        kebab-case: reading-list.yaml holds the ReadingList record type.
      </span>
      {problem ? (
        <span id={ids.problem} className="field-error" role="alert">
          {problem}
        </span>
      ) : null}
    </form>
  )
}

/** Why `name` cannot name a new record type, or undefined when it can. */
export function nameProblem(name: string, files: readonly string[]): string | undefined {
  if (name === '') return 'Type a file name, such as reading-list.'
  if (!recordTypeName.test(name))
    return `"${name}" is not kebab-case: lower-case letters and digits, words joined by single hyphens, starting with a letter (reading-list).`
  if (files.includes(recordTypeFile(name))) return `${recordTypeFile(name)} exists already.`
  return undefined
}
