import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { z } from 'zod'
import { addBooklistItemInput, quantity, requirements, type EditableBooklist } from '../../contracts/booklists.ts'
import { termLabel } from '../../contracts/terms.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { Combobox } from '../../components/ui/combobox.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { SelectField, TextField } from '../../components/ui/form-field.tsx'
import { useSchemaForm } from '../../components/ui/use-schema-form.ts'
import { Button } from '../../components/ui/button.tsx'

/**
 * The dialog's fields, with the contract's own rules: the list must be chosen, and an emptied quantity is
 * said rather than quietly taken as the server's default of 1.
 */
const addToListForm = z.object({
  booklistId: z.string().min(1, 'Choose a list.').pipe(addBooklistItemInput.shape.booklistId),
  requirement: z.enum(requirements),
  quantity,
})

const listLabel = (list: EditableBooklist) => `${list.courseCode} ${list.courseTitle}, ${termLabel(list.term)}${list.hasTitle ? ' (already on this list)' : ''}`

/**
 * "Add to a booklist" on a title's page: shown to a user who may edit a
 * booklist and has at least one list they may edit now (a draft of their
 * institution, as the server's Booklist edit rule answers in SQL). The lists
 * that already hold the title are shown but cannot be chosen.
 */
export function AddToBooklist({ nbsi, title }: { nbsi: string; title: string }) {
  const trpc = useTRPC()
  const mayEdit = useAppAbility().can('edit', 'Booklist')
  const lists = useQuery({ ...trpc.booklists.editable.queryOptions({ nbsi }), enabled: mayEdit })
  const [open, setOpen] = useState(false)
  if (!mayEdit || !lists.data || lists.data.length === 0) return null
  return (
    <>
      <p>
        {/* Asked of the ability once, above: only an editor with a list to add to gets here. */}
        <Button onClick={() => setOpen(true)}>Add to a booklist</Button>
      </p>
      {open ? <AddToBooklistDialog nbsi={nbsi} title={title} lists={lists.data} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function AddToBooklistDialog({ nbsi, title, lists, onClose }: { nbsi: string; title: string; lists: readonly EditableBooklist[]; onClose: () => void }) {
  const trpc = useTRPC()
  const router = useRouter()
  const navigate = useNavigate()
  const formId = useId()
  // One key per opening: Retry after a failure sends the same key, so the title is added once.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const add = useAppMutation(trpc.booklists.addItem.mutationOptions(), {
    invalidates: () => [trpc.booklists.pathFilter(), trpc.catalogue.get.pathFilter()],
    success: (list) => `Added “${title}” to ${list.courseCode} ${list.courseTitle}, ${termLabel(list.term)}`,
    successAction: (list) => ({
      label: 'Open the list',
      href: router.buildLocation({ to: '/booklist', search: { list: list.id } }).href,
      run: () => void navigate({ to: '/booklist', search: { list: list.id } }),
    }),
  })
  const choosable = lists.filter((list) => !list.hasTitle)
  const form = useSchemaForm(addToListForm, {
    initial: { booklistId: choosable.length === 1 ? choosable[0]?.id : '', requirement: 'essential', quantity: 1 },
    onSubmit: async (data) => {
      try {
        await add.mutateAsync({ ...data, title: nbsi, idempotencyKey })
        onClose()
      } catch {
        // Said by the mutation's toast, with Retry; the dialog stays as it was.
      }
    },
  })
  const pending = form.pending || add.isPending
  return (
    <Dialog
      open
      onClose={onClose}
      title="Add to a booklist"
      description={<p>Add “{title}” to one of your courses’ lists. Lists already submitted are not offered.</p>}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" form={formId} pending={pending}>
            Add
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} noValidate>
        <Combobox
          label="Booklist"
          description="Type a course code or title to find its list."
          placeholder="Choose a list…"
          required
          data-autofocus
          name="booklistId"
          options={lists.map((list) => ({ value: list.id, label: listLabel(list), disabled: list.hasTitle }))}
          value={form.values.booklistId || undefined}
          error={form.errors['booklistId']}
          onChange={(value) => form.set('booklistId', value ?? '')}
        />
        <SelectField
          label="Requirement"
          options={requirements.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))}
          {...form.fieldProps('requirement')}
        />
        <TextField label="Quantity" type="number" min={1} step={1} {...form.fieldProps('quantity')} />
        {form.errors[''] ? (
          <p role="alert" className="field-error">
            {form.errors['']}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
