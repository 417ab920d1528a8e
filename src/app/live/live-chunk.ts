import type { TrpcClient } from '../api/trpc-client.ts'
import { startLive, type StartLiveOptions } from './live-connection.ts'
import { createTrpcLiveSource } from './trpc-live-source.ts'

/** The live chunk's one entry (create-app.ts imports it dynamically): the stream over the app's tRPC client. */
export function startLiveStream(options: Omit<StartLiveOptions, 'source'> & { readonly client: TrpcClient }): () => void {
  const { client, ...rest } = options
  return startLive({ ...rest, source: createTrpcLiveSource(client) })
}
