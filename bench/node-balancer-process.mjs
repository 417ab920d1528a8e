// A round-robin HTTP proxy for `npm run bench` when haproxy is not installed (bench/node-balancer.ts
// starts it in its own process, so its CPU is not the load generator's). Usage: PORT, BACKENDS (JSON).
import { Agent, createServer, request } from 'node:http'

const port = Number(process.env.PORT)
const backends = JSON.parse(process.env.BACKENDS ?? '[]').map((origin) => new URL(origin))
const agent = new Agent({ keepAlive: true, maxSockets: 256 })
let next = 0

createServer((req, res) => {
  const backend = backends[next++ % backends.length]
  const upstream = request({ host: backend.hostname, port: backend.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.once('error', () => {
    if (!res.headersSent) res.writeHead(502)
    res.end()
  })
  req.pipe(upstream)
}).listen(port, '127.0.0.1', () => process.stdout.write('listening\n'))
