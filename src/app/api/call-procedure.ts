import { policy } from '../../generated/policy.gen.ts'
import { TimeoutError, toRpcError } from './rpc-error.ts'

/**
 * Runs one tRPC call with the boot timeout (spec section 9) and wraps any
 * failure as an RpcError or TimeoutError. The call starts synchronously, so
 * calls made in the same tick still share one batched HTTP request.
 */
export function callProcedure<T>(
  procedure: string,
  run: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
  timeoutMs: number = policy.constants.bootTimeoutMs,
): Promise<T> {
  const controller = new AbortController()
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TimeoutError(procedure, timeoutMs))
      controller.abort()
    }, timeoutMs)
  })
  const call = run(controller.signal)
  return Promise.race([call, timeout])
    .catch((error: unknown) => {
      throw toRpcError(procedure, error)
    })
    .finally(() => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    })
}
