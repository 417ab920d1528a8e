import './requests.css'
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper, type CellContext, type RowSelectionState } from '@tanstack/react-table'
import { createContext, useContext, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { validateWith, type FieldErrors } from '../../components/ui/field-errors.ts'
import { Field } from '../../components/ui/form-field.tsx'
import { raiseSuppliesInput, type SupplyChoice, type SupplyChoices } from '../../contracts/supplies.ts'
import { countOf, formatNumber } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input, TextArea } from '../../components/ui/controls.tsx'

/**
 * Raise supplies for a course: the titles on its booklist, all chosen to
 * start with, each at the course's enrolment. One request per chosen title,
 * all or none, under one key per attempt (kept when an attempt fails, so a
 * retry raises nothing twice). Checked with the server's own schema.
 */
export function RaiseSupplies({ courseId, onDone }: { courseId: string; onDone: () => void }) {
  const trpc = useTRPC()
  const choices = useQuery(trpc.supplies.choices.queryOptions({ courseId }))
  return (
    <section aria-labelledby="raise-supplies" className="raise-supplies">
      <h2 id="raise-supplies">Raise supplies for a course</h2>
      {choices.status === 'pending' ? (
        <p aria-busy="true">Loading the course’s booklist…</p>
      ) : choices.status === 'error' ? (
        <QueryErrorState what="This course’s booklist" error={choices.error} onRetry={() => choices.refetch()} />
      ) : choices.data.titles.length === 0 ? (
        <EmptyState title={`Nothing on the booklist of ${choices.data.course.code} to request`} action={<Button onClick={onDone}>Close</Button>} />
      ) : (
        <RaiseForm key={courseId} choices={choices.data} onDone={onDone} />
      )}
    </section>
  )
}

interface Quantities {
  readonly values: Readonly<Record<string, string>>
  readonly errors: Readonly<Record<string, string>>
  readonly change: (nbsi: string, value: string) => void
}

const QuantitiesContext = createContext<Quantities>({ values: {}, errors: {}, change: () => {} })
const column = createColumnHelper<SupplyChoice>()
// Module-level cells: the table renders them as component types, so a new function per render would remount the inputs (losing focus).
const columns = [column.accessor('title', { header: 'Title' }), column.display({ id: 'quantity', header: 'Quantity', cell: QuantityCell })]

function QuantityCell({ row }: CellContext<SupplyChoice, unknown>) {
  const { values, errors, change } = useContext(QuantitiesContext)
  const { nbsi, title } = row.original
  return (
    <Field label={`Quantity of ${title}`} error={errors[nbsi]}>
      {(control) => (
        <Input
          type="number"
          min={1}
          max={10_000}
          step={1}
          value={values[nbsi] ?? ''}
          onChange={(event) => change(nbsi, event.currentTarget.value)}
          {...control}
        />
      )}
    </Field>
  )
}

function RaiseForm({ choices, onDone }: { choices: SupplyChoices; onDone: () => void }) {
  const trpc = useTRPC()
  const { course, titles } = choices
  const [selection, setSelection] = useState<RowSelectionState>(() => Object.fromEntries(titles.map((title) => [title.nbsi, true])))
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(titles.map((title) => [title.nbsi, String(title.defaultQuantity)])))
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const key = useRef(crypto.randomUUID())
  const raise = useAppMutation(trpc.supplies.raise.mutationOptions(), {
    invalidates: () => [trpc.supplies.list.pathFilter()],
    success: (group, input) => `Supplies requested for ${group.course.code}: ${countOf(input.items.length, 'title')}`,
  })
  const chosen = titles.filter((title) => selection[title.nbsi])
  const quantities = useMemo<Quantities>(() => {
    const byTitle = Object.fromEntries(chosen.flatMap((title, i) => (errors[`items.${i}.quantity`] ? [[title.nbsi, errors[`items.${i}.quantity`] ?? '']] : [])))
    return { values, errors: byTitle, change: (nbsi, value) => setValues((old) => ({ ...old, [nbsi]: value })) }
  }, [values, errors, chosen])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const items = chosen.map(({ nbsi }) => ({ nbsi, quantity: quantityOf(values[nbsi]) }))
    const checked = validateWith(raiseSuppliesInput, { courseId: course.id, items, ...(note.trim() ? { note } : {}), idempotencyKey: key.current })
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    raise.mutate(checked.data, {
      onSuccess: () => {
        key.current = crypto.randomUUID()
        onDone()
      },
    })
  }
  const count = chosen.length
  return (
    <form onSubmit={submit} noValidate aria-label={`Raise supplies for ${course.code}`}>
      <p>
        {course.code} – {course.title}: {formatNumber(course.enrolment)} enrolled. Each chosen title becomes its own request, decided on its own.
      </p>
      <QuantitiesContext.Provider value={quantities}>
        <DataTable<SupplyChoice>
          caption={`Titles on the booklist of ${course.code}`}
          columns={columns}
          rows={titles}
          getRowId={(row) => row.nbsi}
          status="success"
          selection={selection}
          onSelectionChange={setSelection}
          rowLabel={(row) => row.title}
        />
      </QuantitiesContext.Provider>
      {errors['items'] ? <p className="field-error">{errors['items']}</p> : null}
      <Field label="Note (optional)" error={errors['note']} description="Shown to whoever approves the requests.">
        {(control) => <TextArea value={note} onChange={(event) => setNote(event.currentTarget.value)} rows={2} {...control} />}
      </Field>
      {errors[''] ? <p className="field-error">{errors['']}</p> : null}
      <Button type="submit" variant="primary" pending={raise.isPending}>
        Request supplies for {countOf(count, 'title')}
      </Button>{' '}
      <Button onClick={onDone}>Cancel</Button>
    </form>
  )
}

/** An empty field is no quantity (the schema says it is required), not zero. */
function quantityOf(value: string | undefined): number | undefined {
  return value === undefined || value.trim() === '' ? undefined : Number(value)
}
