import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button.tsx'
import { RadioGroup, SelectField, TextField } from '../../components/ui/form-field.tsx'
import type { WhoCanChoices } from '../../contracts/who-can.ts'
import type { AskKind, WhoCanSearch } from './who-can-list.ts'

/** The question as the form holds it while it is written; the URL holds it once asked. */
export interface QuestionDraft {
  readonly ask: AskKind | undefined
  readonly path: string
  readonly menu: string
  readonly subject: string
  readonly action: string
  readonly record: string
}

export function draftOf(search: WhoCanSearch): QuestionDraft {
  const ask = search.ask === 'page' || search.ask === 'menu' || search.ask === 'action' ? search.ask : undefined
  return { ask, path: search.path ?? '', menu: search.menu ?? '', subject: search.subject ?? '', action: search.action ?? '', record: search.record ?? '' }
}

/** The draft as URL parameters: only the parts of the chosen kind of question; the rest are cleared. */
export function searchOfDraft(draft: QuestionDraft): Pick<WhoCanSearch, 'ask' | 'path' | 'menu' | 'subject' | 'action' | 'record'> {
  const text = (value: string) => value.trim() || undefined
  return {
    ask: draft.ask,
    path: draft.ask === 'page' ? text(draft.path) : undefined,
    menu: draft.ask === 'menu' ? text(draft.menu) : undefined,
    subject: draft.ask === 'action' ? text(draft.subject) : undefined,
    action: draft.ask === 'action' ? text(draft.action) : undefined,
    record: draft.ask === 'action' ? text(draft.record) : undefined,
  }
}

const askOptions = [
  { value: 'page', label: 'a page' },
  { value: 'menu', label: 'a menu item' },
  { value: 'action', label: 'a record action' },
] as const

/** "request" from "Request", "store product" from "StoreProduct": the record type in the words of its id field. */
function noun(subject: string): string {
  return subject.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

/** A choice of the form: its value, or the URL's value (an old link) kept among them so it is seen. */
function withCurrent(options: { value: string; label: string }[], current: string, placeholder: string) {
  const known = current === '' || options.some((option) => option.value === current)
  return [{ value: '', label: placeholder }, ...(known ? [] : [{ value: current, label: current }]), ...options]
}

/**
 * What to ask: a page, a menu item or an action on records (with one record's
 * id where the type is named by one). Asking (Enter or Ask) writes the
 * question to the URL, so it can be linked and Back returns to the last one.
 */
export function WhoCanForm({ choices, initial, onAsk }: { choices: WhoCanChoices; initial: QuestionDraft; onAsk: (draft: QuestionDraft) => void }) {
  const [draft, setDraft] = useState(initial)
  const change = (changes: Partial<QuestionDraft>) => setDraft((previous) => ({ ...previous, ...changes }))
  const record = choices.records.find((type) => type.subject === draft.subject)
  const action = record?.actions.find((one) => one.name === draft.action)
  const complete =
    draft.ask === 'page'
      ? draft.path !== ''
      : draft.ask === 'menu'
        ? draft.menu !== ''
        : draft.ask === 'action'
          ? draft.subject !== '' && draft.action !== ''
          : false
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (complete) onAsk(draft)
  }
  return (
    <form className="who-can-form" onSubmit={submit} aria-label="Question">
      <RadioGroup legend="Who can open or use…" name="ask" inline options={askOptions} value={draft.ask} onChange={(ask) => change({ ask })} />
      {draft.ask === 'page' ? (
        <SelectField
          label="Page"
          required
          value={draft.path}
          onChange={(event) => change({ path: event.target.value })}
          options={withCurrent(
            choices.pages.map((page) => ({ value: page.path, label: page.title ? `${page.title} (${page.path})` : page.path })),
            draft.path,
            'Choose a page',
          )}
        />
      ) : null}
      {draft.ask === 'menu' ? (
        <SelectField
          label="Menu item"
          required
          value={draft.menu}
          onChange={(event) => change({ menu: event.target.value })}
          options={withCurrent(
            choices.menu.map((item) => ({ value: item.id, label: `${'\u00a0\u00a0\u00a0'.repeat(item.depth)}${item.depth > 0 ? '– ' : ''}${item.title}` })),
            draft.menu,
            'Choose a menu item',
          )}
        />
      ) : null}
      {draft.ask === 'action' ? (
        <>
          <SelectField
            label="Record type"
            required
            value={draft.subject}
            description={record?.description}
            onChange={(event) => change({ subject: event.target.value, action: '', record: '' })}
            options={withCurrent(
              choices.records.map((type) => ({ value: type.subject, label: type.subject })),
              draft.subject,
              'Choose a record type',
            )}
          />
          <SelectField
            label="Action"
            required
            value={draft.action}
            description={action?.description}
            disabled={draft.subject === ''}
            onChange={(event) => change({ action: event.target.value })}
            options={withCurrent(
              (record?.actions ?? []).map((one) => ({ value: one.name, label: `${one.name}: ${one.description}` })),
              draft.action,
              'Choose an action',
            )}
          />
          {record?.byId || (draft.record !== '' && !record) ? (
            <TextField
              label={`${capitalised(noun(draft.subject))} id`}
              description="Optional: one record’s id. Left empty, the answer says on which records each person may do it."
              value={draft.record}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => change({ record: event.target.value })}
            />
          ) : null}
        </>
      ) : null}
      <Button variant="primary" type="submit" disabled={!complete}>
        Ask
      </Button>
    </form>
  )
}

function capitalised(text: string): string {
  return text === '' ? 'Record' : `${text[0]!.toUpperCase()}${text.slice(1)}`
}
