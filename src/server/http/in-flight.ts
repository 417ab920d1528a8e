import type { ServerResponse } from 'node:http'

/**
 * The requests a server is answering now: the metrics' in-flight gauge, and
 * what a shutdown waits for before it closes the connections left.
 */
export interface InFlight {
  readonly count: number
  /** Counts the request until its response is finished or its connection closes. */
  track(res: ServerResponse): void
  /** Resolves true once none is left, or false when `timeoutMs` passes first. */
  settled(timeoutMs: number): Promise<boolean>
}

export function inFlightRequests(): InFlight {
  let count = 0
  let waiters: (() => void)[] = []
  const done = () => {
    count--
    if (count === 0) {
      for (const wake of waiters) wake()
      waiters = []
    }
  }
  return {
    get count() {
      return count
    },
    track(res) {
      count++
      // 'close' comes after 'finish', and also for a connection cut before its answer: counted down once either way.
      res.once('close', done)
    },
    settled(timeoutMs) {
      if (count === 0) return Promise.resolve(true)
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((wake) => wake !== onIdle)
          resolve(false)
        }, timeoutMs)
        const onIdle = () => {
          clearTimeout(timer)
          resolve(true)
        }
        waiters.push(onIdle)
      })
    },
  }
}
