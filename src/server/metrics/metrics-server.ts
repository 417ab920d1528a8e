import { createServer, type Server } from 'node:http'
import { metrics } from './registry.ts'

/**
 * GET /metrics on a port of its own (METRICS_PORT), in Prometheus' text
 * format. Not on the app's port on purpose: the app's port faces the
 * internet, this one stays on the private network where the scraper is.
 */
export function createMetricsServer(): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      return void res.end('Only GET /metrics is served here.')
    }
    metrics.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' })
        res.end(text)
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('The metrics could not be collected.')
      },
    )
  })
}
