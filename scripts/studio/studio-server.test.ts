import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../policy/semantics/test-policy.ts'
import { sha256 } from './project-files.ts'
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
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string
}

function call({
  method = 'GET',
  path,
  headers = {},
  body,
}: Call): Promise<{ status: number; json: Record<string, unknown>; headers: Record<string, unknown> }> {
  return new Promise((done, failed) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, 'x-studio-token': token, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        done({ status: res.statusCode ?? 0, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text }, headers: res.headers })
      })
    })
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
