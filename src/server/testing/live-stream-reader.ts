import type { LiveMessage } from '../../contracts/live.ts'

/** One message of a live stream as read off the wire: its tracked id and what it says. */
export interface StreamedMessage {
  readonly id: number
  readonly message: LiveMessage
  /** When it arrived (performance.now()), for the bench. */
  readonly at: number
}

export interface LiveStreamReader {
  readonly messages: StreamedMessage[]
  /** Every raw event, comments (pings) left out: what crossed the wire, to assert nothing else did. */
  readonly raw: string[]
  /** Resolves with the first message (from now on, or already read) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (message: StreamedMessage) => boolean, timeoutMs?: number): Promise<StreamedMessage>
  close(): void
}

/**
 * Opens `live.events` as a browser tab's EventSource does (GET, text/event-stream,
 * the session cookie) and parses the server-sent events as they arrive. The
 * tests and the bench read the wire with it; Node has no EventSource of its own.
 */
export async function openLiveStream(origin: string, cookie: string, lastEventId?: number): Promise<LiveStreamReader> {
  const controller = new AbortController()
  const input = encodeURIComponent(JSON.stringify({ json: lastEventId === undefined ? {} : { lastEventId: String(lastEventId) } }))
  const res = await fetch(`${origin}/trpc/live.events?input=${input}`, {
    headers: { cookie, accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' },
    signal: controller.signal,
  })
  if (!res.ok || !res.body) throw new Error(`live.events answered ${res.status}`)
  const messages: StreamedMessage[] = []
  const raw: string[] = []
  const waiters = new Set<() => void>()
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const parsed = parseEvent(event)
          if (!parsed) continue
          raw.push(event)
          if (parsed.id !== undefined && parsed.data !== undefined) messages.push({ id: parsed.id, message: parsed.data, at: performance.now() })
          for (const wake of [...waiters]) wake()
        }
      }
    } catch {
      // Closed by us (abort) or by the server: the messages read so far stay.
    }
  })()
  return {
    messages,
    raw,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching live message in ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => m.message))}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () => controller.abort(),
  }
}

function parseEvent(event: string): { id?: number; data?: LiveMessage } | undefined {
  const lines = event.split('\n').filter((line) => !line.startsWith(':'))
  if (lines.length === 0) return undefined
  const field = (name: string) =>
    lines
      .filter((line) => line.startsWith(`${name}:`))
      .map((line) => line.slice(name.length + 1).trimStart())
      .join('\n')
  const id = field('id')
  const data = field('data')
  if (field('event') !== '' && id === '') return {}
  const parsed = data === '' ? undefined : (JSON.parse(data) as { json?: LiveMessage })
  return { ...(id === '' ? {} : { id: Number(id) }), ...(parsed?.json ? { data: parsed.json } : {}) }
}
