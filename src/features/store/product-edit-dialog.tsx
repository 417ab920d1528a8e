import { useId, useState, type FormEvent } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { Dialog } from '../../components/ui/dialog.tsx'
import type { FieldErrors } from '../../components/ui/field-errors.ts'
import { Field, SelectField, TextField } from '../../components/ui/form-field.tsx'
import { readTypedPrice } from '../../app/format/typed-price.ts'
import type { StoreProductRow } from '../../contracts/store.ts'
import { checkProductDraft, draftOf, type ProductDraft } from './product-edit-check.ts'
import { productLabel } from './store-columns.tsx'
import { Button } from '../../components/ui/button.tsx'
import { TextArea } from '../../components/ui/controls.tsx'
import { ChangedUnderneathNotice } from '../../components/ui/changed-underneath-notice.tsx'
import { useChangedUnderneath } from '../../app/live/use-changed-underneath.ts'

/**
 * A product's price, currency and stock, with an optional note for its
 * history. Nothing is sent while a field has a problem (said under it); a
 * refusal (someone changed it meanwhile, nothing changed) is said in the
 * dialog and what was typed stays, so it can be corrected or copied.
 */
export function ProductEditDialog({ row, onClose, onReload }: { row: StoreProductRow | undefined; onClose: () => void; onReload: () => void }) {
  // Mounted afresh for each product and version, so each opening (and a Reload) starts from the stored values.
  return row ? <ProductEditForm key={`${row.id}@${row.version}`} row={row} onClose={onClose} onReload={onReload} /> : null
}

function ProductEditForm({ row, onClose, onReload }: { row: StoreProductRow; onClose: () => void; onReload: () => void }) {
  // Someone else saved (or removed) this product since it opened: said now, not as a refusal on Save.
  const changed = useChangedUnderneath('StoreProduct', row.id, row.version, 'product')
  const trpc = useTRPC()
  const formId = useId()
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(row))
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useAppMutation(trpc.store.update.mutationOptions(), {
    invalidates: (input) => [trpc.store.list.pathFilter(), trpc.store.history.queryFilter({ id: input.id })],
    success: (saved) => `${saved.name}: price and stock saved`,
  })
  const change = (field: keyof ProductDraft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setDraft((current) => ({ ...current, [field]: value }))
  }
  // What the price reads as, beside it while it is typed; a price that does not read is said on Save.
  const { hint } = readTypedPrice(draft.price, draft.currency)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const checked = checkProductDraft(row, draft)
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) {
      const first = event.currentTarget.elements.namedItem(Object.keys(checked.errors)[0] ?? '')
      if (first instanceof HTMLElement) first.focus()
      return
    }
    save.mutate(checked.data, { onSuccess: onClose, onError: (error) => setErrors({ '': describeError(error).message }) })
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${row.name}`}
      description={`${productLabel(row)}. Students see the new price and availability at once.`}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" form={formId} pending={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      {changed ? <ChangedUnderneathNotice sentence={changed.sentence} onReload={onReload} /> : null}
      <form id={formId} onSubmit={submit} noValidate aria-label={`Edit ${row.name}`}>
        <TextField
          label="Price"
          name="price"
          inputMode="decimal"
          autoComplete="off"
          value={draft.price}
          onChange={change('price')}
          error={errors['price']}
          hint={hint}
          description="In the currency chosen below, without its sign."
          required
          data-autofocus
        />
        <SelectField
          label="Currency"
          name="currency"
          value={draft.currency}
          onChange={change('currency')}
          error={errors['currency']}
          options={row.acceptedCurrencies.map((code) => ({ value: code, label: code }))}
        />
        <TextField
          label="Stock"
          name="stock"
          inputMode="numeric"
          autoComplete="off"
          value={draft.stock}
          onChange={change('stock')}
          error={errors['stock']}
          description="How many are in stock: a whole number, 0 or more."
          required
        />
        <Field label="Note (optional)" description="Kept in the product’s history with your name. At most 2,000 characters." error={errors['note']}>
          {(control) => <TextArea {...control} name="note" rows={3} value={draft.note} onChange={change('note')} />}
        </Field>
        {errors[''] ? (
          <p role="alert" className="field-error">
            {errors['']}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
