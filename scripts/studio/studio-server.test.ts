import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PolicyWithSources } from '../../src/policy/model.ts'
import type { ReplayResult, StaffImpact } from '../policy/semantics/impact/impact-types.ts'
import { loadPolicySources } from '../policy/load.ts'
import { compileWorkingTree } from '../policy/semantics/compile-sources.ts'
import { repoRoot } from '../policy/semantics/test-policy.ts'
import { sha256 } from './project-files.ts'
import type { StudioDatabase } from './studio-database.ts'
import { createStudioServer } from './studio-server.ts'

// The studio server on a throw-away copy of the policy: who may call it, and what save does.
const root = mkdtempSync(join(tmpdir(), 'studio-server-'))
const clientDir = join(root, 'client')
const token = 'test-token-0123456789'
let server: Server
let port = 0

beforeAll(async () => {
  cpSync(join(repoRoot, 'policy'), join(root, 'policy'), { recursive: true })
  cpSync(join(repoRoot, 'src/generated'), join(root, 'src/generated'), { recursive: true })
  mkdirSync(clientDir)
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>studio</title>')
  writeFileSync(join(root, 'secret.txt'), 'not for the browser')
  server = createStudioServer({ root, clientDir, token })
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  port = (server.address() as { port: number }).port
})
afterAll(async () => {
  await new Promise((done) => server.close(done))
  rmSync(root, { recursive: true, force: true })
})

interface Call {
  /** Another server than the shared one. */
  port?: number
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string
}

function call({
  port: target = port,
  method = 'GET',
  path,
  headers = {},
  body,
}: Call): Promise<{ status: number; json: Record<string, unknown>; headers: Record<string, unknown> }> {
  return new Promise((done, failed) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: target, method, path, headers: { host: `127.0.0.1:${target}`, 'x-studio-token': token, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          done({ status: res.statusCode ?? 0, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text }, headers: res.headers })
        })
      },
    )
    req.on('error', failed)
    req.end(body)
  })
}

const menuText = () => readFileSync(join(root, 'policy/menu.yaml'), 'utf8')
const save = (files: Record<string, string>, extra: Record<string, unknown> = {}) =>
  call({
    method: 'POST',
    path: '/api/save',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      files,
      base: Object.fromEntries(Object.keys(files).map((file) => [file, sha256(readFileSync(join(root, file), 'utf8'))])),
      ...extra,
    }),
  })

describe('studio server: who may call it', () => {
  it('answers the token holder with the policy, the table tests and why HEAD is missing', async () => {
    const { status, json } = await call({ path: '/api/project' })
    expect(status).toBe(200)
    expect(Object.keys(json['policy'] as object)).toEqual(expect.arrayContaining(['routes', 'procedures']))
    expect((json['policy'] as { resources: { file: string }[] }).resources.map((r) => r.file)).toContain('policy/resources/request.yaml')
    expect((json['tables'] as { file: string }[]).map((t) => t.file)).toContain('policy/tests/seed.yaml')
    expect(json['head']).toEqual({ error: expect.stringContaining('"HEAD" is not a commit') })
  })

  it('refuses a missing or wrong token, another Host, another Origin and a cross-site fetch', async () => {
    expect((await call({ path: '/api/project', headers: { 'x-studio-token': '' } })).status).toBe(401)
    expect((await call({ path: '/api/project', headers: { 'x-studio-token': `${token}x` } })).status).toBe(401)
    expect((await call({ path: '/api/project', headers: { host: `attacker.example:${port}` } })).status).toBe(403)
    expect((await call({ path: '/api/project', headers: { origin: 'http://evil.example' } })).status).toBe(403)
    expect((await call({ path: '/api/project', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    expect((await call({ path: '/api/project', headers: { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
  })

  it('serves the page, with headers that keep the token in it, and nothing outside the page folder', async () => {
    const page = await call({ path: '/', headers: { 'x-studio-token': '' } })
    expect(page.status).toBe(200)
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect((await call({ path: '/../secret.txt' })).status).toBe(404)
    expect((await call({ path: '/%2e%2e/secret.txt' })).status).toBe(404)
    expect((await call({ path: '/%E0%A4%A' })).status).toBe(404)
  })
})

describe('studio server: save', () => {
  it('refuses bad requests with a clear message', async () => {
    expect((await call({ method: 'GET', path: '/api/save' })).status).toBe(405)
    expect((await call({ method: 'POST', path: '/api/save', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415)
    expect((await call({ method: 'POST', path: '/api/save', headers: { 'content-type': 'application/json' }, body: '{' })).json).toEqual({
      error: 'the request body is not valid JSON',
    })
    const outside = await call({
      method: 'POST',
      path: '/api/save',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ files: { 'policy/../../etc/passwd': 'x', 'policy/tests/new.yaml': 'x' }, base: {} }),
    })
    expect(outside.json).toEqual({ status: 'invalid', message: 'not a policy file: policy/../../etc/passwd, policy/tests/new.yaml' })
    const huge = await call({ method: 'POST', path: '/api/save', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(3 * 1024 * 1024) })
    expect(huge.status).toBe(413)
  })

  it('refuses to save a policy with errors unless forced, and then skips the build', async () => {
    const broken = menuText().replace('permission: adoptions:viewAssignedCourses', 'permission: adoptions:viewAsignedCourses')
    const refused = await save({ 'policy/menu.yaml': broken })
    expect(refused.status).toBe(409)
    expect(refused.json['status']).toBe('has-errors')
    expect(menuText()).not.toBe(broken)
    const forced = await save({ 'policy/menu.yaml': broken }, { force: true })
    expect(forced.json).toMatchObject({ status: 'saved', saved: ['policy/menu.yaml'], generated: [] })
    expect(menuText()).toBe(broken)
  })

  it('refuses to overwrite a file that changed on disk since the page loaded it', async () => {
    const result = await call({
      method: 'POST',
      path: '/api/save',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ files: { 'policy/menu.yaml': 'menu: []\n' }, base: { 'policy/menu.yaml': sha256('what the page loaded') } }),
    })
    expect(result.json).toEqual({ status: 'conflict', files: ['policy/menu.yaml'] })
  })

  it('writes the file, runs the build and names the generated files it rewrote', async () => {
    const fixed = readFileSync(join(repoRoot, 'policy/menu.yaml'), 'utf8').replace('        - fact: isEAorIA\n', '')
    const seed = readFileSync(join(root, 'policy/tests/seed.yaml'), 'utf8')
    const result = await save({ 'policy/menu.yaml': fixed, 'policy/tests/seed.yaml': `${seed}# reviewed\n` })
    expect(result.json).toMatchObject({ status: 'saved', saved: ['policy/menu.yaml', 'policy/tests/seed.yaml'], diagnostics: [] })
    expect(result.json['generated']).toContain('src/generated/policy.gen.ts')
    expect(menuText()).toBe(fixed)
    expect(readFileSync(join(root, 'policy/tests/seed.yaml'), 'utf8')).toBe(`${seed}# reviewed\n`)
    expect((await save({ 'policy/menu.yaml': fixed })).json).toMatchObject({ status: 'saved', saved: [], generated: [] })
  })

  it('saves record types and procedures.yaml like the other documents', async () => {
    const request = readFileSync(join(root, 'policy/resources/request.yaml'), 'utf8')
    const procedures = readFileSync(join(root, 'policy/procedures.yaml'), 'utf8')
    const broken = request.replace('kind: { type: string', 'kind: { type: strin')
    expect((await save({ 'policy/resources/request.yaml': broken })).json).toMatchObject({
      status: 'has-errors',
      diagnostics: expect.arrayContaining([expect.objectContaining({ file: 'policy/resources/request.yaml' })]),
    })
    const described = request.replace('raised by a staff member', 'raised by any staff member')
    const result = await save({ 'policy/resources/request.yaml': described, 'policy/procedures.yaml': `${procedures}# reviewed\n` })
    expect(result.json).toMatchObject({ status: 'saved', saved: ['policy/resources/request.yaml', 'policy/procedures.yaml'], diagnostics: [] })
    expect(readFileSync(join(root, 'policy/resources/request.yaml'), 'utf8')).toBe(described)
  })
})

describe('studio server: a new record type', () => {
  // A new file has no base: the page never loaded it.
  const create = (files: Record<string, string>) =>
    call({ method: 'POST', path: '/api/save', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ files, base: {} }) })
  const readingList = readFileSync(join(repoRoot, 'policy/resources/upload.yaml'), 'utf8').replace(
    'A booklist spreadsheet upload and the rows read from it.',
    'A list of titles to read.',
  )

  it('writes policy/resources/<kebab-case>.yaml and builds with it', async () => {
    const result = await create({ 'policy/resources/reading-list.yaml': readingList })
    expect(result.json).toMatchObject({ status: 'saved', saved: ['policy/resources/reading-list.yaml'], diagnostics: [] })
    expect(result.json['generated']).toContain('src/generated/policy.gen.ts')
    expect(readFileSync(join(root, 'policy/resources/reading-list.yaml'), 'utf8')).toBe(readingList)
    expect(readFileSync(join(root, 'src/generated/policy.gen.ts'), 'utf8')).toContain('ReadingList')
  })

  it('refuses any other new path, and writes nothing', async () => {
    for (const file of [
      'policy/resources/../x.yaml',
      'policy/resources/Bad.yaml',
      'policy/other.yaml',
      'policy/resources/a/b.yaml',
      'policy/resources/shelf.yml',
      'policy/resources/../../package.json',
    ]) {
      expect((await create({ [file]: readingList })).json).toEqual({ status: 'invalid', message: `not a policy file: ${file}` })
    }
    expect(existsSync(join(root, 'policy/x.yaml'))).toBe(false)
    expect(existsSync(join(root, 'policy/resources/Bad.yaml'))).toBe(false)
  })

  it('checks the new file with the policy: YAML errors are has-errors, naming it', async () => {
    const result = await create({ 'policy/resources/broken-list.yaml': 'description: [unclosed\n' })
    expect(result.json).toMatchObject({
      status: 'has-errors',
      diagnostics: expect.arrayContaining([expect.objectContaining({ file: 'policy/resources/broken-list.yaml', severity: 'error' })]),
    })
    expect(existsSync(join(root, 'policy/resources/broken-list.yaml'))).toBe(false)
  })

  it('is a conflict when the file appeared on disk since the page created it', async () => {
    writeFileSync(join(root, 'policy/resources/shelf.yaml'), readingList)
    expect((await create({ 'policy/resources/shelf.yaml': `${readingList}# mine\n` })).json).toEqual({
      status: 'conflict',
      files: ['policy/resources/shelf.yaml'],
    })
    expect(readFileSync(join(root, 'policy/resources/shelf.yaml'), 'utf8')).toBe(readingList)
  })
})

describe('studio server: the impact on the database', () => {
  // A project committed to git, so HEAD has a policy, and a fake database that records what it is asked.
  const project = mkdtempSync(join(tmpdir(), 'studio-impact-'))
  const asked: { candidate: string; base: string }[] = []
  let failure: string | undefined
  const staff: StaffImpact = {
    basePolicyHash: 'b',
    candidatePolicyHash: 'c',
    staffCount: 2,
    institutions: [
      {
        id: 'i1',
        name: 'North',
        staffCount: 2,
        changes: [{ kind: 'menu', key: 'reports', label: 'Reports', direction: 'loses', people: [{ id: 'u1', email: 'a@x', name: null, decidedBy: 'has x' }] }],
      },
    ],
  }
  const decisions: ReplayResult = {
    basePolicyHash: 'b',
    candidatePolicyHash: 'c',
    considered: 0,
    replayed: 0,
    personGone: 0,
    flips: 0,
    groups: [],
    factsAsTheyWere: 0,
    factsChangedSince: 0,
    differFromLogged: 0,
    loggedUnderOtherPolicy: 0,
    from: null,
    to: null,
  }
  const database: StudioDatabase = {
    location: '/data/adoptions.sqlite',
    dialect: 'sqlite',
    impact: async (candidate: PolicyWithSources, base: PolicyWithSources) => {
      asked.push({ candidate: candidate.hash, base: base.hash })
      if (failure) throw new Error(failure)
      return { staff, decisions }
    },
  }
  let withDatabase: Server
  let databasePort = 0
  const menu = readFileSync(join(repoRoot, 'policy/menu.yaml'), 'utf8')
  const edited = () => {
    const policy = loadPolicySources(project)
    return { ...policy, menu: { file: 'policy/menu.yaml', text: menu.replace('        - fact: isEAorIA\n', '') } }
  }
  const impact = (body: string, target = databasePort) =>
    call({ port: target, method: 'POST', path: '/api/impact', headers: { 'content-type': 'application/json' }, body })

  beforeAll(async () => {
    cpSync(join(repoRoot, 'policy'), join(project, 'policy'), { recursive: true })
    const git = (...args: string[]) => execFileSync('git', args, { cwd: project, stdio: 'pipe' })
    git('init', '-q')
    git('add', '-A')
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'seed')
    withDatabase = createStudioServer({ root: project, clientDir, token, database })
    await new Promise<void>((ready) => withDatabase.listen(0, '127.0.0.1', ready))
    databasePort = (withDatabase.address() as { port: number }).port
  })
  afterAll(async () => {
    await new Promise((done) => withDatabase.close(done))
    rmSync(project, { recursive: true, force: true })
  })

  it('says whether a database is connected, and which', async () => {
    expect((await call({ path: '/api/database' })).json).toEqual({ connected: false })
    expect((await call({ port: databasePort, path: '/api/database' })).json).toEqual({ connected: true, location: '/data/adoptions.sqlite', dialect: 'sqlite' })
    expect((await call({ port: databasePort, path: '/api/database', headers: { 'x-studio-token': '' } })).status).toBe(401)
    expect((await call({ port: databasePort, path: '/api/impact', headers: { 'x-studio-token': '' } })).status).toBe(401)
  })

  it("asks the database for the impact of the posted policy against git HEAD's", async () => {
    const head = compileWorkingTree(project)
    if ('error' in head) throw new Error(head.error)
    asked.length = 0
    const result = await impact(JSON.stringify({ policy: edited() }))
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ staff, decisions })
    expect(asked).toHaveLength(1)
    expect(asked[0]?.base).toBe(head.policy.hash)
    expect(asked[0]?.candidate).not.toBe(head.policy.hash)
    // The unchanged policy is HEAD's.
    await impact(JSON.stringify({ policy: loadPolicySources(project) }))
    expect(asked[1]).toEqual({ candidate: head.policy.hash, base: head.policy.hash })
  })

  it('refuses without a database, and a request that is not a policy that compiles', async () => {
    const missing = await impact(JSON.stringify({ policy: edited() }), port)
    expect(missing.status).toBe(409)
    expect(missing.json['error']).toContain('--database')
    expect(await impact('{')).toMatchObject({ status: 400, json: { error: 'the request body is not valid JSON' } })
    expect((await impact(JSON.stringify({ files: {} }))).status).toBe(400)
    expect((await impact(JSON.stringify({ policy: { menu: 'menu: []' } }))).json).toEqual({ error: 'policy.menu must be { file, text }' })
    expect((await impact(JSON.stringify({ policy: { nonsense: { file: 'x', text: '' } } }))).status).toBe(400)
    const broken = {
      ...edited(),
      menu: { file: 'policy/menu.yaml', text: menu.replace('permission: adoptions:viewAssignedCourses', 'permission: adoptions:nope') },
    }
    const refused = await impact(JSON.stringify({ policy: broken }))
    expect(refused.status).toBe(400)
    expect(refused.json['error']).toContain('The policy does not compile')
    expect((await call({ port: databasePort, path: '/api/impact' })).status).toBe(405)
  })

  it('answers with the message when the database cannot be read, and goes on serving', async () => {
    failure = 'SQLITE_CANTOPEN: unable to open database file'
    const failed = await impact(JSON.stringify({ policy: edited() }))
    failure = undefined
    expect(failed.status).toBe(500)
    expect(failed.json['error']).toContain('SQLITE_CANTOPEN: unable to open database file')
    expect((await impact(JSON.stringify({ policy: edited() }))).status).toBe(200)
  })

  it('compares with the new HEAD once a commit moves it', async () => {
    writeFileSync(join(project, 'policy/menu.yaml'), edited().menu.text)
    const git = (...args: string[]) => execFileSync('git', args, { cwd: project, stdio: 'pipe' })
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qam', 'edit the menu')
    asked.length = 0
    await impact(JSON.stringify({ policy: edited() }))
    expect(asked[0]?.base).toBe(asked[0]?.candidate)
  })

  it('says when git HEAD has no policy', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'studio-no-head-'))
    cpSync(join(repoRoot, 'policy'), join(bare, 'policy'), { recursive: true })
    const server = createStudioServer({ root: bare, clientDir, token, database })
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    try {
      const result = await impact(JSON.stringify({ policy: edited() }), (server.address() as { port: number }).port)
      expect(result.status).toBe(422)
      expect(result.json['error']).toContain('git HEAD has no policy')
    } finally {
      await new Promise((done) => server.close(done))
      rmSync(bare, { recursive: true, force: true })
    }
  })
})
