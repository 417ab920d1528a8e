import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { hasPolicyFolder } from './project-files.ts'
import { createStudioServer } from './studio-server.ts'

// `npm run studio [-- --root DIR] [--port N] [--no-build]`: the policy studio on 127.0.0.1 only.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const clientDir = join(repoRoot, 'studio', 'dist')

let values
try {
  values = parseArgs({
    args: process.argv.slice(2),
    options: { root: { type: 'string' }, port: { type: 'string', default: '0' }, 'no-build': { type: 'boolean', default: false } },
  }).values
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
const root = resolve(values.root ?? repoRoot)
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not "${values.port}"`)
if (!hasPolicyFolder(root)) fail(`${root} has no policy/ folder (--root names the project that holds it)`)

// The studio's page is built by its own Vite config, never by the app's.
if (!values['no-build'] || !existsSync(join(clientDir, 'index.html'))) {
  process.stdout.write('policy studio: building the page...\n')
  await build({ configFile: join(repoRoot, 'studio', 'vite.config.ts'), logLevel: 'warn' })
}

const token = randomBytes(24).toString('base64url')
// Issue 59: `--database [PATH|URL]` (taken out of argv before parseArgs by takeDatabaseOption) will open the
// app's database read-only here and pass a StudioDatabase (./studio-database.ts) as `database`.
const server = createStudioServer({ root, clientDir, token })
server.on('error', (error: NodeJS.ErrnoException) => fail(error.code === 'EADDRINUSE' ? `port ${port} is in use; pick another with --port` : error.message))
server.listen(port, '127.0.0.1', () => {
  const address = server.address() as { port: number }
  process.stdout.write(`policy studio: editing ${join(root, 'policy')}\n  open http://127.0.0.1:${address.port}/?token=${token}\n  (Ctrl+C stops it)\n`)
})
// An open page keeps its connection alive; close those too, or Ctrl+C would wait for the browser.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}

function fail(message: string): never {
  process.stderr.write(`policy studio: ${message}\n`)
  process.exit(2)
}
