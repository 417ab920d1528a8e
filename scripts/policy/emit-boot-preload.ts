import superjson from 'superjson'
import type { CompiledPolicy } from '../../src/policy/model.ts'

/** One boot call as the client makes it: a query procedure and its input (undefined for none). */
export interface BootCall {
  readonly path: string
  readonly input: unknown
}

/**
 * The boot calls in the order the client starts them (src/app/api/start-boot.ts):
 * the batch URL lists them in that order, so a different order is a different URL.
 * `user.hasPermissions` asks for every declared permission, in policy order
 * (the order of `permissionNames` in src/generated/policy-names.gen.ts).
 */
export function bootCalls(policy: Pick<CompiledPolicy, 'permissions'>, options: { flagsFromServer?: boolean } = {}): BootCall[] {
  return [
    { path: 'auth.getUser', input: undefined },
    { path: 'institutionConfig.get', input: undefined },
    { path: 'user.hasPermissions', input: policy.permissions.map((permission) => permission.name) },
    ...(options.flagsFromServer === false ? [] : [{ path: 'featureFlags.get', input: undefined }]),
  ]
}

/**
 * The exact URL @trpc/client 11's httpBatchLink (superjson on the link, GET)
 * requests for `calls`: `{url}/{paths joined by ","}?batch=1&input={JSON of
 * { "0": superjson(input0), "1": ... }, URI-encoded}`. Mirrors `getUrl` and
 * `getInput` in @trpc/client's httpUtils; scripts/policy/emit-boot-preload.test.ts
 * checks it against a real client so a tRPC or superjson upgrade cannot drift
 * silently. superjson itself encodes the inputs, so its wire format (including
 * its version marker) is whatever the client bundles.
 */
export function bootBatchUrl(calls: readonly BootCall[], url = '/trpc'): string {
  if (calls.length === 0) throw new Error('bootBatchUrl: no calls to batch')
  const inputs: Record<number, unknown> = {}
  calls.forEach((call, index) => {
    inputs[index] = superjson.serialize(call.input)
  })
  const [base = '', query] = url.split('?')
  const queryParts = [...(query ? [query] : []), 'batch=1', `input=${encodeURIComponent(JSON.stringify(inputs))}`]
  return `${base.replace(/\/$/, '')}/${calls.map((call) => call.path).join(',')}?${queryParts.join('&')}`
}

/** The batch URL of the boot calls for this policy: what index.html preloads. */
export function emitBootPreloadUrl(policy: Pick<CompiledPolicy, 'permissions'>, options: { url?: string; flagsFromServer?: boolean } = {}): string {
  return bootBatchUrl(bootCalls(policy, options), options.url)
}
