import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { takeDatabaseOption } from '../policy/semantics/impact/database-option.ts'
import { hasPolicyFolder } from './project-files.ts'
import { openStudioDatabase } from './studio-database.ts'
import { createStudioServer } from './studio-server.ts'

// `npm run studio [-- --root DIR] [--port N] [--no-build] [--database [PATH|URL]] [--last N]`: the policy studio on 127.0.0.1 only.
// With --database, the change review also shows the edit's impact on the app's real staff and recent decisions (read-only).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const clientDir = join(repoRoot, 'studio', 'dist')

const databaseOption = takeDatabaseOption(process.argv.slice(2), process.env, process.cwd())
if ('error' in databaseOption) fail(databaseOption.error)
let values
try {
  values = parseArgs({
    args: [...databaseOption.rest],
    options: {
      root: { type: 'string' },
      port: { type: 'string', default: '0' },
      'no-build': { type: 'boolean', default: false },
      last: { type: 'string', default: '10000' },
    },
  }).values
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
const root = resolve(values.root ?? repoRoot)
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not "${values.port}"`)
if (!hasPolicyFolder(root)) fail(`${root} has no policy/ folder (--root names the project that holds it)`)
const last = /^\d+$/.test(values.last) ? Number(values.last) : 0
if (last === 0) fail(`--last must be a positive whole number, not "${values.last}"`)
const database = databaseOption.target ? await openStudioDatabase(databaseOption.target, last) : undefined
if (database && 'error' in database) fail(database.error)

// The studio's page is built by its own Vite config, never by the app's.
if (!values['no-build'] || !existsSync(join(clientDir, 'index.html'))) {
  process.stdout.write('policy studio: building the page...\n')
  await build({ configFile: join(repoRoot, 'studio', 'vite.config.ts'), logLevel: 'warn' })
}

const token = randomBytes(24).toString('base64url')
const server = createStudioServer({ root, clientDir, token, ...(database ? { database } : {}) })
server.on('error', (error: NodeJS.ErrnoException) => fail(error.code === 'EADDRINUSE' ? `port ${port} is in use; pick another with --port` : error.message))
server.listen(port, '127.0.0.1', () => {
  const address = server.address() as { port: number }
  const reading = database ? `  reading ${database.location} (read-only) for the impact on real staff and the last ${last} decisions\n` : ''
  process.stdout.write(
    `policy studio: editing ${join(root, 'policy')}\n${reading}  open http://127.0.0.1:${address.port}/?token=${token}\n  (Ctrl+C stops it)\n`,
  )
})
// An open page keeps its connection alive; close those too, or Ctrl+C would wait for the browser.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void (database ? database.close() : Promise.resolve()).finally(() => process.exit(0)))
    server.closeAllConnections()
  })
}

function fail(message: string): never {
  process.stderr.write(`policy studio: ${message}\n`)
  process.exit(2)
}
