import {
  addToStore,
  listStoreInput,
  productEdit,
  productForTitleInput,
  productHistoryInput,
  visibilityChange,
  type ProductHistory,
  type StoreProductRow,
} from '../../../contracts/store.ts'
import { currencyOfRegion } from '../../../contracts/currencies.ts'
import type { InstitutionConfig } from '../../policy.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { findReadableProduct, listProducts, productForTitle, productHistory } from './store-read.repo.ts'
import { addToStore as addTitle, setVisibility, updateProduct } from './store-write.repo.ts'
import { noSuchError } from '../../trpc/faults.ts'

/**
 * The Store page's API (and the title page's "Add to store"); policy/procedures.yaml
 * names each procedure's rule: `read StoreProduct` as SQL for the list, `edit`
 * on the loaded row for changes, `create` on the new product.
 */
export const storeRouter = router({
  list: protectedProcedure.input(listStoreInput).query(({ ctx, input }) => listProducts(ctx.deps.db, ctx.ability(), input, storeCurrencyOf(ctx))),

  history: protectedProcedure.input(productHistoryInput).query(async ({ ctx, input }): Promise<ProductHistory> => {
    const found = await productHistory(ctx.deps.db, ctx.ability(), input.id, storeCurrencyOf(ctx))
    if (!found) throw noSuchError('product')
    return found
  }),

  forTitle: protectedProcedure
    .input(productForTitleInput)
    .query(({ ctx, input }) => productForTitle(ctx.deps.db, ctx.ability(), input.nbsi, storeCurrencyOf(ctx))),

  update: protectedProcedure
    .input(productEdit)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await updateProduct(writerOf(ctx), input, storeCurrencyOf(ctx))))),

  setVisibility: protectedProcedure
    .input(visibilityChange)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await setVisibility(writerOf(ctx), input)))),

  add: protectedProcedure
    .input(addToStore)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await addTitle(writerOf(ctx), input, storeCurrencyOf(ctx))))),
})

/** The store trades in the institution's currency, from its region. */
function storeCurrencyOf(ctx: { readonly config: Pick<InstitutionConfig, 'booklist_config'> }): string {
  return currencyOfRegion(ctx.config.booklist_config.region)
}

async function readableOrNotFound(
  ctx: SignedInContext & { readonly config: Pick<InstitutionConfig, 'booklist_config'> },
  id: string,
): Promise<StoreProductRow> {
  const found = await findReadableProduct(ctx.deps.db, ctx.ability(), id, storeCurrencyOf(ctx))
  if (!found) throw noSuchError('product')
  return found
}
