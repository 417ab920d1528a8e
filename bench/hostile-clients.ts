import { randomUUID } from 'node:crypto'
import { postHugeBody } from '../src/server/testing/huge-body.ts'

// A child process of `npm run bench -- hostile` (bench/hostile-load.ts): the
// 8 hostile clients of issue 24, each with its own session, in their own
// process so their work does not slow the normal clients' timers. Runs for
// DURATION_MS and prints one JSON line: how each kind of attack was answered.
const origin = process.env['APP_ORIGIN'] ?? ''
const cookies = JSON.parse(process.env['COOKIES'] ?? '[]') as string[]
const durationMs = Number(process.env['DURATION_MS'] ?? 15_000)
const until = Date.now() + durationMs
const answers: Record<string, Record<string, number>> = {}

const count = (attack: string, answer: string) => {
  const byAnswer = (answers[attack] ??= {})
  byAnswer[answer] = (byAnswer[answer] ?? 0) + 1
}

/** POSTs a 150 MB body, declared or chunked, and stops sending once the server answers. */
async function hugeBody(cookie: string, declare: boolean): Promise<string> {
  const answer = await postHugeBody(`${origin}/trpc/requests.create`, {
    headers: { cookie, 'content-type': 'application/json', origin },
    totalBytes: 150 * 1024 * 1024,
    declare,
  })
  return answer.ok ? String(answer.status) : answer.error
}

const batchCalls = 900
const batchUrl = `${origin}/trpc/${Array.from({ length: batchCalls }, () => 'requests.cancel').join(',')}?batch=1`
const batchBody = JSON.stringify(Object.fromEntries(Array.from({ length: batchCalls }, (_, i) => [String(i), { json: { id: `r-${i}`, version: 1 } }])))

async function longBatch(cookie: string): Promise<string> {
  const res = await fetch(batchUrl, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin }, body: batchBody })
  await res.arrayBuffer()
  return String(res.status)
}

async function writeFlood(cookie: string): Promise<string> {
  const input = { json: { kind: 'title', nbsi: 't-chem', quantity: 1, idempotencyKey: randomUUID() } }
  const res = await fetch(`${origin}/trpc/requests.create`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin },
    body: JSON.stringify(input),
  })
  await res.arrayBuffer()
  return String(res.status)
}

const attacks: [string, (cookie: string) => Promise<string>][] = [
  ['150 MB body with Content-Length', (cookie) => hugeBody(cookie, true)],
  ['150 MB body with Content-Length', (cookie) => hugeBody(cookie, true)],
  ['150 MB chunked body', (cookie) => hugeBody(cookie, false)],
  ['150 MB chunked body', (cookie) => hugeBody(cookie, false)],
  ['batch of 900 mutations', longBatch],
  ['batch of 900 mutations', longBatch],
  ['write flood', writeFlood],
  ['write flood', writeFlood],
]

await Promise.all(
  attacks.map(async ([attack, run], i) => {
    const cookie = cookies[i] ?? ''
    while (Date.now() < until) {
      try {
        count(attack, await run(cookie))
      } catch (error) {
        count(attack, error instanceof Error ? error.message : 'error')
      }
    }
  }),
)
process.stdout.write(`${JSON.stringify(answers)}\n`)
