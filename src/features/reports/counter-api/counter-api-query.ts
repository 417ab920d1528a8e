import { subject } from '@casl/ability'
import type { TrpcOptions } from '../../../app/api/trpc-options.ts'
import { lastCompleteMonth } from '../../../contracts/counter-report-names.ts'
import type { AppAbility } from '../../../generated/ability.gen.ts'

/**
 * Whether the user may see the institution's COUNTER API keys, from the
 * compiled read rule the server applies (policy/resources/counter-api-key.yaml):
 * without it the section is not shown and nothing is asked.
 */
export function mayReadApiKeys(institutionId: string | undefined, ability: Pick<AppAbility, 'can'>): institutionId is string {
  return institutionId !== undefined && ability.can('read', subject('CounterApiKey', { id: '', institutionId, status: 'active' as const }))
}

/** The keys and the customer ID. A refusal (the rules changed since the page opened) is said in the section, not by leaving the page. */
export function apiKeysQueryOptions(trpc: TrpcOptions) {
  return trpc.counterApiKeys.list.queryOptions(undefined, { meta: { pageShowsRefusal: true } })
}

/** Where harvesters call the institution's COUNTER API (the server's /counter/r51). */
export function counterApiBase(origin: string): string {
  return `${origin}/counter/r51`
}

/** A query parameter's value, safe inside the single quotes of a shell line too. */
const param = (value: string) => encodeURIComponent(value).replace(/'/g, '%27')

/** A ready request for TR_B1 over the last complete month, to try a new key with. */
export function curlLine(base: string, customerId: string, key: string, now: number): string {
  const month = lastCompleteMonth(now)
  return `curl '${base}/reports/tr_b1?customer_id=${param(customerId)}&api_key=${param(key)}&begin_date=${month}&end_date=${month}'`
}
