// A round-robin HTTP proxy for `npm run bench` when haproxy is not installed (bench/node-balancer.ts
// starts it in its own process, so its CPU is not the load generator's). Usage: PORT, BACKENDS (JSON).
// As the bench's haproxy does, it leaves out a backend whose /readyz fails (a server stopping answers
// 503 at once), and sends a request that could not reach one to the next.
import { Agent, createServer, request } from 'node:http'

const port = Number(process.env.PORT)
const backends = JSON.parse(process.env.BACKENDS ?? '[]').map((origin) => ({ url: new URL(origin), ready: true }))
const agent = new Agent({ keepAlive: true, maxSockets: 256 })
let next = 0

// Every 200 ms, as the haproxy configuration checks.
setInterval(() => {
  for (const backend of backends) {
    fetch(new URL('/readyz', backend.url), { signal: AbortSignal.timeout(1000) }).then(
      (answer) => {
        backend.ready = answer.status === 200
        return answer.arrayBuffer()
      },
      () => (backend.ready = false),
    )
  }
}, 200).unref()

/** The next ready backend in turn (any, when none is ready: the request then fails as it would). */
function pick(skip) {
  for (let tries = 0; tries < backends.length; tries++) {
    const backend = backends[next++ % backends.length]
    if (backend.ready && backend !== skip) return backend
  }
  return backends[next++ % backends.length]
}

/**
 * A GET (or HEAD) is always safe to send again; any other method only when the connection was refused,
 * so the request never reached the server. A keep-alive connection the server closed as the request
 * arrived is a reset the server may have begun acting on.
 */
function mayRetry(method, error) {
  return method === 'GET' || method === 'HEAD' || error.code === 'ECONNREFUSED'
}

function forward(req, res, body, backend, attemptsLeft) {
  const upstream = request({ host: backend.url.hostname, port: backend.url.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.once('error', (error) => {
    if (!res.headersSent && attemptsLeft > 0 && mayRetry(req.method, error)) {
      backend.ready = false
      return forward(req, res, body, pick(backend), attemptsLeft - 1)
    }
    if (!res.headersSent) res.writeHead(502)
    res.end()
  })
  upstream.end(body)
}

createServer((req, res) => {
  // Read whole (the bench's bodies are small), so it can be sent again.
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.once('end', () => forward(req, res, Buffer.concat(chunks), pick(undefined), backends.length))
}).listen(port, '127.0.0.1', () => process.stdout.write('listening\n'))
