/**
 * The messages waiting for one live stream, read by its async generator. A
 * stream that falls behind (a stalled tab) is not allowed to grow without
 * bound: past `limit` waiting messages, `overflow` replaces them all.
 */
export class Mailbox<T> {
  private readonly items: T[] = []
  private wake: (() => void) | undefined
  private ended = false

  constructor(
    private readonly limit: number,
    private readonly overflow: () => T,
  ) {}

  push(item: T): void {
    if (this.ended) return
    if (this.items.length >= this.limit) this.items.splice(0, this.items.length, this.overflow())
    else this.items.push(item)
    this.wake?.()
  }

  end(): void {
    this.ended = true
    this.wake?.()
  }

  get isEnded(): boolean {
    return this.ended
  }

  async *drain(signal: AbortSignal): AsyncGenerator<T> {
    const onAbort = () => this.end()
    signal.addEventListener('abort', onAbort, { once: true })
    try {
      for (;;) {
        const item = this.items.shift()
        if (item !== undefined) {
          yield item
          continue
        }
        if (this.ended || signal.aborted) return
        await new Promise<void>((resolve) => (this.wake = resolve))
        this.wake = undefined
      }
    } finally {
      signal.removeEventListener('abort', onAbort)
      this.end()
    }
  }
}
