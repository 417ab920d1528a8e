import type { TrpcClient } from './trpc-client.ts'

/** Answers the feature flags from product analytics; resolves once its flags have loaded. */
export type FlagSource = () => Promise<Readonly<Record<string, boolean>>>

/** What the fetchers need: the tRPC client and, when analytics is on, its flags. */
export interface ApiDeps {
  readonly trpc: TrpcClient
  readonly flagSource: FlagSource | undefined
}
