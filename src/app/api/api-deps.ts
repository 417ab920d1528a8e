import type { TrpcClient } from './trpc-client.ts'
import type { TrpcOptions } from './trpc-options.ts'

/** Answers the feature flags from product analytics; resolves once its flags have loaded. */
export type FlagSource = () => Promise<Readonly<Record<string, boolean>>>

/**
 * What the boot queries need: the tRPC client (they call it with their own
 * timeout signal), the tRPC options proxy (it names their query keys) and,
 * when analytics is on, its flags.
 */
export interface ApiDeps {
  readonly client: TrpcClient
  readonly trpc: TrpcOptions
  readonly flagSource: FlagSource | undefined
}
