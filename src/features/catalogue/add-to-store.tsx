import { subject } from '@casl/ability'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { TitleDetail } from '../../contracts/catalogue.ts'
import type { StoreProductRow } from '../../contracts/store.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { formatMoney } from '../../app/format/money.ts'
import { mayCall } from '../../app/policy-view/may-call.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { usePolicyView } from '../../app/policy-view/use-policy-view.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { AddToStoreDialog } from './add-to-store-dialog.tsx'
import { Button } from '../../components/ui/button.tsx'

/**
 * "Add to store" on a title's page, for an institution that runs a store:
 * says the price and visibility of the product that sells the title, or (to
 * whom policy/resources/store-product.yaml lets create one) offers to add the
 * title, hidden. Without the store's read rule it renders nothing and asks nothing.
 */
export function AddToStore({ title }: { title: TitleDetail }) {
  const trpc = useTRPC()
  const ability = useAppAbility()
  const mayRead = mayCall(ability, 'store.forTitle') && ability.can('read', 'StoreProduct')
  // A refusal (the policy changed since it loaded) is said here: the title's page is still worth staying on.
  const query = useQuery({ ...trpc.store.forTitle.queryOptions({ nbsi: title.nbsi }, { meta: { pageShowsRefusal: true } }), enabled: mayRead })
  const [added, setAdded] = useState(false)
  const institutionId = usePolicyView()?.facts.user?.institutionId
  if (!mayRead || query.status === 'pending') return null
  if (query.status === 'error') return <QueryErrorState what="Whether your store sells this title" error={query.error} onRetry={() => query.refetch()} />
  const { product, storeCurrency } = query.data
  if (product) return <InStore product={product} focus={added} />
  // The record the server would create, asked of the same create rule (its institution is the user's own).
  const mayAdd =
    institutionId !== undefined &&
    mayCall(ability, 'store.add') &&
    ability.can(
      'create',
      subject('StoreProduct', {
        id: '',
        institutionId,
        nbsi: title.nbsi,
        // Creating needs cart:purchase, which also reads list prices: 0 only where no price was sent (and the rule names no price).
        priceMinor: title.priceMinor ?? 0,
        currency: storeCurrency,
        status: 'hidden' as const,
        stock: 0,
      }),
    )
  return mayAdd ? <AddButton title={title} storeCurrency={storeCurrency} onAdded={() => setAdded(true)} /> : null
}

function AddButton({ title, storeCurrency, onAdded }: { title: TitleDetail; storeCurrency: string; onAdded: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <p>
        <Button onClick={() => setOpen(true)}>Add to store…</Button>
      </p>
      {open ? (
        <AddToStoreDialog
          title={title}
          storeCurrency={storeCurrency}
          onClose={() => setOpen(false)}
          onAdded={() => {
            setOpen(false)
            onAdded()
          }}
        />
      ) : null}
    </>
  )
}

/** The product's price (in the reader's locale) and visibility, with a link to its history on the Store page. */
function InStore({ product, focus }: { product: StoreProductRow; focus: boolean }) {
  const line = useRef<HTMLParagraphElement>(null)
  // Just added: the button that opened the dialog is gone, so focus moves to what replaced it.
  useEffect(() => {
    if (focus) line.current?.focus()
  }, [focus])
  return (
    <p ref={line} tabIndex={focus ? -1 : undefined}>
      In your store: {formatMoney({ minor: product.priceMinor, currency: product.currency })}, {product.status === 'active' ? 'visible' : 'hidden'}.{' '}
      <Link to="/store" search={{ product: product.id }}>
        Open it in the Store
      </Link>
    </p>
  )
}
