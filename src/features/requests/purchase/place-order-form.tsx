import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { describeError } from '../../../app/api/describe-error.ts'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { formatMoney, formatTotals } from '../../../app/format/money.ts'
import { validateWith, type FieldErrors } from '../../../components/ui/field-errors.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { placeOrderInput, type CartRow, type PlacedOrder } from '../../../contracts/orders.ts'
import { totalsByCurrency } from './order-totals.ts'
import { countOf } from '../../../app/format/count.ts'
import { Button } from '../../../components/ui/button.tsx'
import { LiveStatus } from '../../../components/ui/live-announcer.tsx'

export interface PlaceOrderFormProps {
  /** The cart rows chosen for this order. */
  readonly chosen: readonly CartRow[]
  readonly lastSupplier: string | null
  readonly onPlaced: () => void
}

/**
 * The order being gathered: its total per currency, the supplier, and Place.
 * One idempotency key per attempt at one order (the same requests, the same
 * supplier), kept across a failure, so a double click or a retry after a lost
 * answer places one order; choosing differently starts a new attempt.
 */
export function PlaceOrderForm({ chosen, lastSupplier, onPlaced }: PlaceOrderFormProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [supplier, setSupplier] = useState(lastSupplier ?? '')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [placed, setPlaced] = useState<PlacedOrder | undefined>()
  const attempts = useAttemptKey()
  // Not useAppMutation: the outcome (and a failure) is said here, beside the order, once.
  const place = useMutation(
    trpc.orders.place.mutationOptions({
      onSuccess: async (result) => {
        setPlaced(result)
        attempts.spend()
        onPlaced()
        await Promise.all([queryClient.invalidateQueries(trpc.orders.pathFilter()), queryClient.invalidateQueries(trpc.requests.pathFilter())])
      },
      // Whatever moved on meanwhile shows in the cart again as it now is.
      onError: () => queryClient.invalidateQueries(trpc.orders.cart.pathFilter()),
    }),
  )
  const totals = totalsByCurrency(chosen)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validateWith(placeOrderInput, {
      requests: chosen.map(({ id, version }) => ({ id, version })),
      supplier,
      idempotencyKey: attempts.keyFor(`${chosen.map((row) => `${row.id}@${row.version}`).join(',')}|${supplier.trim()}`),
    })
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    setPlaced(undefined)
    place.mutate(checked.data)
  }
  const count = chosen.length
  return (
    <form className="place-order" onSubmit={submit} noValidate aria-label="Place an order">
      {/* Said through the page's one live region, with the lists' counts and marks. */}
      <LiveStatus text={count === 0 ? 'Choose the requests to order.' : `${countOf(count, 'request')} chosen; total ${formatTotals(totals)}.`} />
      {totals.length > 1 ? (
        <p className="field-error">An order is in one currency: choose the requests of one currency, and place another order for the rest.</p>
      ) : null}
      {errors['requests'] ? (
        <p className="field-error" role="alert">
          {errors['requests']}
        </p>
      ) : null}
      <TextField
        label="Supplier"
        required
        maxLength={120}
        value={supplier}
        onChange={(event) => setSupplier(event.currentTarget.value)}
        error={errors['supplier']}
        autoComplete="organization"
      />
      <Button type="submit" variant="primary" pending={place.isPending} disabled={count === 0 || totals.length > 1}>
        {place.isPending ? 'Placing the order…' : 'Place order'}
      </Button>
      {place.isError ? (
        <p className="field-error" role="alert">
          {describeError(place.error).message}
        </p>
      ) : null}
      {placed ? <OrderPlaced result={placed} /> : null}
    </form>
  )
}

/** What was ordered, and each request left out by name with why. */
function OrderPlaced({ result }: { result: PlacedOrder }) {
  const { order, leftOut } = result
  const count = order.lines.length
  return (
    <div role="status" className="order-placed">
      <p>
        Order placed with {order.supplier}: {countOf(count, 'request')}, {formatMoney(order.total)}.
      </p>
      {leftOut.length > 0 ? (
        <>
          <p>Left out, because they changed after you loaded them:</p>
          <ul>
            {leftOut.map((request) => (
              <li key={request.id}>
                {request.title}: {request.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/**
 * One key per attempt: asked when the order is sent, the same while the
 * attempt (its requests and supplier) is the same and unspent, a new one after.
 */
function useAttemptKey() {
  const held = useRef<{ attempt: string; key: string } | undefined>(undefined)
  return {
    keyFor: (attempt: string) => {
      if (held.current?.attempt !== attempt) held.current = { attempt, key: crypto.randomUUID() }
      return held.current.key
    },
    spend: () => {
      held.current = undefined
    },
  }
}
