import { request } from 'node:http'

export type HugeBodyAnswer =
  | { readonly ok: true; readonly status: number; readonly text: string; /** Bytes sent before the answer came. */ readonly sentBytes: number }
  | { readonly ok: false; readonly error: string; readonly sentBytes: number }

const chunk = Buffer.alloc(64 * 1024, 0x20)

/**
 * POSTs a body of `totalBytes` in 64 KiB chunks, with or without declaring
 * its Content-Length, and stops sending as soon as the server answers, as a
 * browser does: a server that refuses early is not made to wait for a body it
 * will never read. Never rejects: a reset connection comes back as its code.
 */
export function postHugeBody(
  url: string,
  options: { readonly headers: Record<string, string>; readonly totalBytes: number; readonly declare: boolean },
): Promise<HugeBodyAnswer> {
  const { totalBytes } = options
  return new Promise((resolve) => {
    let sentBytes = 0
    let answered = false
    const headers = { ...options.headers, ...(options.declare ? { 'content-length': String(totalBytes) } : {}) }
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (data: Buffer) => chunks.push(data))
      res.on('end', () => {
        req.destroy()
        resolve({ ok: true, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), sentBytes })
      })
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve({ ok: false, error: error.code ?? error.message, sentBytes })
    })
    const pump = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}
