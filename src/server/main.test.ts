import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from './db/open-database.ts'

// `npm run server` as a real process: the only test that runs main.ts itself.
const root = fileURLToPath(new URL('../..', import.meta.url))
const tsx = join(root, 'node_modules', '.bin', 'tsx')
let dir: string
let child: ChildProcess | undefined

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'adoptions-main-'))
})

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  child = undefined
  rmSync(dir, { recursive: true, force: true })
})

function run(env: Record<string, string>): { output: () => string; exited: Promise<number | null>; waitFor: (text: RegExp) => Promise<string> } {
  let output = ''
  child = spawn(tsx, ['src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', DATABASE_PATH: join(dir, 'db.sqlite'), PORT: '0', AUTH_PORT: '0', ...env },
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)))
  // Returns as soon as the text is printed; the bound only stops a start that hangs. Making the demo takes
  // a few seconds alone and can take several times that on a busy 2-core machine running other tests.
  const waitFor = async (text: RegExp) => {
    for (let i = 0; i < 1200 && !text.test(output); i++) await new Promise((resolve) => setTimeout(resolve, 50))
    return output
  }
  return { output: () => output, exited, waitFor }
}

describe('main.ts', () => {
  it('starts both services, prints their URLs and the demo accounts as JSON log lines, and stops cleanly on SIGTERM', async () => {
    const server = run({ LOG_FORMAT: 'json' })
    const output = await server.waitFor(/omar@westbrook\.example/)
    const app = /Adoptions app: +(http:\/\/localhost:\d+)\//.exec(output)?.[1]
    const auth = /Sign-in service: +(http:\/\/localhost:\d+)\/login/.exec(output)?.[1]
    expect(app).toBeDefined()
    expect(auth).toBeDefined()
    expect(output).toContain(
      'demo seed: provisioned: added 5 institutions, 11 users, 3006 titles, 2006 courses, 750 requests, 1 COUNTER API key (with generated records)',
    )
    // The demo's COUNTER API key (demo-data.yaml), with a curl line that works as printed.
    expect(output).toContain(`COUNTER API:      ${app}/counter/r51 `)
    expect(output).toMatch(/northbridge +customer northbridge-library {2}key cak_demo_northbridge_counter_harvest_2026/)
    expect(output).toContain(
      `curl '${app}/counter/r51/reports/tr_b1?customer_id=northbridge-library&api_key=cak_demo_northbridge_counter_harvest_2026&begin_date=2026-01&end_date=2026-06'`,
    )
    expect(output).toMatch(/ana@northbridge\.example +Northbridge University/)
    // The approval flow's two accounts, which the README names.
    expect(output).toMatch(/rosa@westbrook\.example +Westbrook College +Requester in the approval flow/)
    expect(output).toMatch(/omar@westbrook\.example +Westbrook College +Approver in the approval flow/)
    expect((await fetch(`${app}/healthz`)).status).toBe(200)
    expect((await fetch(`${auth}/login`)).status).toBe(200)
    const answered = await fetch(`${app}/trpc/auth.getUser`)
    child?.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // Every line is one JSON object a log shipper can read: the banner, the request, the shutdown.
    const lines = server
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.find((line) => line['requestId'] === answered.headers.get('x-request-id'))).toMatchObject({ path: '/trpc/auth.getUser', status: 401 })
    expect(lines.map((line) => line['msg'])).toEqual(expect.arrayContaining([expect.stringMatching(/^SIGTERM received; finishing requests/), 'Stopped.']))
  }, 90_000)

  it('refuses an invalid data file with located errors and loads nothing', async () => {
    const data = join(dir, 'bad.yaml')
    writeFileSync(data, 'institutions: []\nusers: []\n')
    const server = run({ ADOPTIONS_DATA: data })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(`${data}:1:15 error[invalid-value] must list at least one institution (at $.institutions)`)
    expect(server.output()).toContain(`${data}:2:8 error[invalid-value] must list at least one user (at $.users)`)
  }, 20_000)

  it('refuses to start on a database written by a newer release, saying why', async () => {
    const path = join(dir, 'db.sqlite')
    const opened = await openDatabase({ databasePath: path })
    if (!opened.ok) throw new Error(opened.error)
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999-from-the-future', '2099-01-01T00:00:00.000Z')`.execute(opened.db)
    await opened.close()
    const server = run({})
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(`Database ${path}: its schema is newer than this release: it has run migration 9999-from-the-future`)
    expect(server.output()).not.toContain('Adoptions app:')
  }, 20_000)

  it('refuses bad configuration, naming each variable', async () => {
    const server = run({ PORT: 'http', AUTH_HOST: 'login' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('PORT must be a port number from 0 to 65535, got "http"')
    expect(server.output()).toContain('AUTH_HOST must be an origin (http or https, no path), got "login"')
  }, 20_000)
})
