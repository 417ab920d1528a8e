import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

export interface Listening {
  readonly server: Server
  readonly origin: string
  close(): Promise<void>
}

/**
 * Listens on an ephemeral port. The handler is built after the port is known,
 * because the sign-in service needs its own origin.
 */
export async function listen(makeHandler: (origin: string) => RequestListener): Promise<Listening> {
  const server = createHttpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  server.on('request', makeHandler(origin))
  return {
    server,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A port that was free a moment ago, for a child process that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
