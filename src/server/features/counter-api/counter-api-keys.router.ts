import { subject } from '@casl/ability'
import { TRPCError } from '@trpc/server'
import {
  createCounterApiKeyInput,
  revokeCounterApiKeyInput,
  type CounterApiKeySummary,
  type CounterApiKeysList,
  type CreatedCounterApiKey,
} from '../../../contracts/counter-api-keys.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { noSuchError } from '../../trpc/faults.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { findReadableCounterApiKey, listCounterApiKeys } from './counter-api-keys-read.repo.ts'
import { createCounterApiKey, revokeCounterApiKey } from './counter-api-keys-write.repo.ts'

/**
 * The COUNTER API keys of the institution (issue 57); policy/procedures.yaml
 * names each procedure's rule: `read CounterApiKey` for the list (in SQL),
 * `create` on the new key, `revoke` on the loaded one. Every change goes
 * through the write path. The harvester-facing API is another router.
 */
export const counterApiKeysRouter = router({
  list: protectedProcedure.query(({ ctx }): Promise<CounterApiKeysList> => {
    // The procedure's access is the Reports page's (flag and check); without the read rule the list would be silently empty, so say why instead.
    if (!ctx.ability().can('read', subject('CounterApiKey', { id: '', institutionId: ctx.institution.id, status: 'active' as const }))) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You may not see the COUNTER API keys; they need the counterReport:view permission.' })
    }
    return listCounterApiKeys(ctx.deps.db, ctx.ability(), ctx.institution.id)
  }),

  create: protectedProcedure.input(createCounterApiKeyInput).mutation(async ({ ctx, input }): Promise<CreatedCounterApiKey> => {
    const { result, key } = await createCounterApiKey(writerOf(ctx), input)
    return { key, record: await readableKey(ctx, succeeded(result)) }
  }),

  revoke: protectedProcedure
    .input(revokeCounterApiKeyInput)
    .mutation(async ({ ctx, input }) => readableKey(ctx, succeeded(await revokeCounterApiKey(writerOf(ctx), input)))),
})

async function readableKey(ctx: SignedInContext, id: string): Promise<CounterApiKeySummary> {
  const found = await findReadableCounterApiKey(ctx.deps.db, ctx.ability(), id)
  if (!found) throw noSuchError('COUNTER API key')
  return found
}
