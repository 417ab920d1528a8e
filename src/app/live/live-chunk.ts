import type { ApiDeps } from '../api/api-deps.ts'
import { userQueryOptions } from '../api/boot-calls.ts'
import { startLive, type StartLiveOptions } from './live-connection.ts'
import { createTrpcLiveSource } from './trpc-live-source.ts'

/**
 * The live chunk's one entry (create-app.ts imports it dynamically): the stream over the app's tRPC client,
 * opened from the event the boot's user call named, so nothing changed since the first page's data is missed.
 */
export function startLiveStream(options: Omit<StartLiveOptions, 'source' | 'fromEventId'> & { readonly api: ApiDeps }): () => void {
  const { api, ...rest } = options
  const fromEventId = rest.queryClient.getQueryData(userQueryOptions(api).queryKey)?.liveFromEventId ?? null
  return startLive({ ...rest, fromEventId, source: createTrpcLiveSource(api.client) })
}
