import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { TitleDetail } from '../../contracts/catalogue.ts'
import { priceInput, readTypedPrice } from '../../app/format/typed-price.ts'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Field } from '../../components/ui/form-field.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { Button } from '../../components/ui/button.tsx'
import { MoneyInput } from '../../components/ui/controls.tsx'

interface AddToStoreDialogProps {
  readonly title: TitleDetail
  /** The store's own currency: the only one a new product may be priced in. */
  readonly storeCurrency: string
  readonly onClose: () => void
  readonly onAdded: () => void
}

/**
 * The price a title goes into the store at, in the store's currency, typed
 * in major units as the locale writes them and read by the contract's readPrice
 * ("read as £12.99" beside it while it reads). Mounted per opening:
 * one idempotency key per opening, so sending again after a failure adds once.
 */
export function AddToStoreDialog({ title, storeCurrency, onClose, onAdded }: AddToStoreDialogProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const toasts = useToast()
  const formId = useId()
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [price, setPrice] = useState(() =>
    // The list price, when sent (policy/resources/title.yaml withholds it without cart:purchase or booklist:approve).
    title.currency === storeCurrency && title.priceMinor !== undefined ? priceInput(title.priceMinor, title.currency) : '',
  )
  const [problem, setProblem] = useState<string | undefined>()
  // Not useAppMutation: a refusal ("already in your store") is said once, in the dialog beside the typed price; a toast would say it twice.
  const add = useMutation(
    trpc.store.add.mutationOptions({
      onSuccess: async () => {
        await Promise.all([queryClient.invalidateQueries(trpc.store.forTitle.pathFilter()), queryClient.invalidateQueries(trpc.store.list.pathFilter())])
        toasts.show({ tone: 'success', message: 'Added to your store, hidden until you show it.' })
        onAdded()
      },
    }),
  )
  const { reading: read, hint } = readTypedPrice(price, storeCurrency)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (add.isPending) return
    // readPrice is the contract's reading of a typed price. The rest of addToStore (at most 10,000,000
    // minor units) the server says, in the dialog: importing that schema here would split the store's
    // names off the Store loader's chunk, one more file in the first load's preload list (over budget).
    if (!read.ok) {
      setProblem(read.message)
      const field = event.currentTarget.elements.namedItem('price')
      if (field instanceof HTMLElement) field.focus()
      return
    }
    setProblem(undefined)
    add.mutate({ nbsi: title.nbsi, priceMinor: read.minor, currency: storeCurrency, idempotencyKey })
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title="Add to store"
      description={<p>Add “{title.title}” to your store at a price. It is added hidden, with no stock, until you show it on the Store page.</p>}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" form={formId} pending={add.isPending}>
            Add, hidden
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label="Price" required error={problem} hint={hint} description={`In ${storeCurrency}, your store’s currency.`}>
          {(control) => (
            <MoneyInput
              name="price"
              currency={storeCurrency}
              required
              data-autofocus
              value={price}
              onChange={(event) => {
                setPrice(event.currentTarget.value)
                setProblem(undefined)
              }}
              {...control}
            />
          )}
        </Field>
        {add.isError ? (
          <p role="alert" className="field-error">
            {describeError(add.error).message}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
