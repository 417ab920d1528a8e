import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, normalize, resolve, sep } from 'node:path'
import { execFileSync } from 'node:child_process'
import type { PolicyWithSources } from '../../src/policy/model.ts'
import { documents } from '../policy/documents.ts'
import type { PolicySource, PolicySources } from '../policy/pipeline.ts'
import { compileSources } from '../policy/semantics/compile-sources.ts'
import { sourcesAtRevision } from '../policy/semantics/diff/sources-at-revision.ts'
import { readProject, saveProject, type SaveRequest } from './project-files.ts'
import { refusal } from './request-guard.ts'
import type { DatabaseInfo, ImpactAnswer, StudioDatabase } from './studio-database.ts'

export interface StudioServerOptions {
  /** The project holding policy/ (and src/generated/, which a save rebuilds). */
  readonly root: string
  /** The studio's built page (studio/dist). */
  readonly clientDir: string
  readonly token: string
  /** The app's database (`--database`): the Change review then shows the edit's impact on real staff and recent decisions. */
  readonly database?: StudioDatabase
}

const MAX_BODY = 2 * 1024 * 1024
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/** The studio's HTTP server; call `listen(port, '127.0.0.1')` on it. Bad requests get a clear status and never stop it. */
export function createStudioServer(options: StudioServerOptions): Server {
  const head = headPolicyCache(options.root)
  const server = createServer((request, response) => {
    const port = (server.address() as { port: number } | null)?.port ?? 0
    handle(options, head, port, request, response).catch((error: unknown) => {
      send(response, 500, { error: `internal error: ${error instanceof Error ? error.message : String(error)}` })
    })
  })
  return server
}

async function handle(options: StudioServerOptions, head: () => HeadPolicy, port: number, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://studio.invalid')
  const api = url.pathname.startsWith('/api/')
  const refused = refusal(request, port, options.token, api)
  if (refused) return send(response, refused.status, { error: refused.message })
  if (url.pathname === '/api/project' && request.method === 'GET') return send(response, 200, readProject(options.root))
  if (url.pathname === '/api/database') {
    if (request.method !== 'GET') return send(response, 405, { error: 'read the database with GET' })
    const { database } = options
    const info: DatabaseInfo = database ? { connected: true, location: database.location, dialect: database.dialect } : { connected: false }
    return send(response, 200, info)
  }
  if (url.pathname === '/api/impact') {
    if (request.method !== 'POST') return send(response, 405, { error: 'ask for the impact with POST' })
    const body = await readJson(request)
    if ('error' in body) return refuseBody(response, body)
    if (!options.database) return send(response, 409, { error: 'no database: start the studio with `npm run studio -- --database`' })
    const sources = parseImpact(body.value)
    if (typeof sources === 'string') return send(response, 400, { error: sources })
    const candidate = compileSources(sources)
    if ('error' in candidate) return send(response, 400, { error: candidate.error })
    const base = head()
    if ('error' in base) return send(response, 422, { error: base.error })
    let answer: ImpactAnswer
    try {
      const { staff, decisions } = await options.database.impact(candidate.policy, base.policy)
      answer = { staff, decisions }
    } catch (error) {
      return send(response, 500, { error: `the database could not be read: ${error instanceof Error ? error.message : String(error)}` })
    }
    return send(response, 200, answer)
  }
  if (url.pathname === '/api/save') {
    if (request.method !== 'POST') return send(response, 405, { error: 'save with POST' })
    const body = await readJson(request)
    if ('error' in body) return refuseBody(response, body)
    const save = parseSave(body.value)
    if (typeof save === 'string') return send(response, 400, { error: save })
    const result = saveProject(options.root, save)
    const status = { saved: 200, 'has-errors': 409, conflict: 409, invalid: 400 }[result.status]
    return send(response, status, result)
  }
  if (api) return send(response, 404, { error: `no API ${request.method} ${url.pathname}` })
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, { error: 'the page is read with GET' })
  serveStatic(options.clientDir, url.pathname, response)
}

type HeadPolicy = { readonly policy: PolicyWithSources } | { readonly error: string }

/**
 * git HEAD's policy, compiled: the base the impact is measured against. Compiling takes a
 * while, so the result is kept until `git rev-parse HEAD` names another commit.
 */
function headPolicyCache(root: string): () => HeadPolicy {
  let cached: { readonly commit: string; readonly policy: HeadPolicy } | undefined
  return () => {
    let commit: string
    try {
      commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim()
    } catch {
      return { error: `git HEAD has no policy: "HEAD" is not a commit in the git repository at ${root}` }
    }
    if (cached?.commit === commit) return cached.policy
    const sources = sourcesAtRevision(root, commit)
    const compiled = 'error' in sources ? sources : compileSources(sources.sources)
    const policy: HeadPolicy = 'error' in compiled ? { error: `git HEAD has no policy to compare with: ${compiled.error}` } : { policy: compiled.policy }
    cached = { commit, policy }
    return policy
  }
}

/** An unreadable body: the rest of an oversized one is never read, so close the connection rather than reuse it. */
function refuseBody(response: ServerResponse, body: { status: number; error: string }): void {
  if (body.status === 413) response.setHeader('connection', 'close')
  send(response, body.status, { error: body.error })
}

function serveStatic(clientDir: string, pathname: string, response: ServerResponse): void {
  const base = resolve(clientDir)
  const relative = pathname === '/' ? 'index.html' : decodeURIComponentSafe(pathname.slice(1))
  const file = relative === undefined ? undefined : resolve(base, normalize(relative))
  if (!file || !(file === base || file.startsWith(base + sep)) || !existsSync(file) || !statSync(file).isFile()) {
    return send(response, 404, { error: `not found: ${pathname}` })
  }
  response.writeHead(200, {
    ...securityHeaders,
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': file.endsWith('index.html') ? 'no-store' : 'max-age=3600',
  })
  response.end(readFileSync(file))
}

const securityHeaders = {
  // The page is ours alone: no framing, no third-party script, and the token never leaks in a Referer.
  // 'wasm-unsafe-eval': the hover's markdown highlighter compiles WebAssembly.
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...securityHeaders, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

function decodeURIComponentSafe(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

async function readJson(request: IncomingMessage): Promise<{ value: unknown } | { status: number; error: string }> {
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return { status: 415, error: 'send JSON (content-type: application/json)' }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) return { status: 413, error: `the request is larger than ${MAX_BODY / 1024 / 1024} MB` }
    chunks.push(chunk as Buffer)
  }
  try {
    return { value: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
  } catch {
    return { status: 400, error: 'the request body is not valid JSON' }
  }
}

function parseSave(value: unknown): SaveRequest | string {
  if (!isRecord(value) || !isRecord(value['files']) || !isRecord(value['base'])) return 'expected { files, base, force }'
  const texts = Object.entries(value['files'])
  if (!texts.every(([, text]) => typeof text === 'string')) return 'every file must be a string'
  if (!Object.values(value['base']).every((hash) => typeof hash === 'string')) return 'every base hash must be a string'
  return { files: Object.fromEntries(texts) as Record<string, string>, base: value['base'] as Record<string, string>, force: value['force'] === true }
}

/** `{ policy }`: the edited sources as the page holds them (documents by name, plus `resources`). */
function parseImpact(value: unknown): PolicySources | string {
  const expected = 'expected { policy: { <document>: { file, text }, resources: [{ file, text }] } }'
  if (!isRecord(value) || !isRecord(value['policy'])) return expected
  const sources: Record<string, PolicySource | PolicySource[]> = {}
  for (const [name, source] of Object.entries(value['policy'])) {
    if (name === 'resources') {
      if (!Array.isArray(source) || !source.every(isSource)) return 'policy.resources must be a list of { file, text }'
      sources[name] = source.map(({ file, text }) => ({ file, text }))
    } else if (Object.hasOwn(documents, name)) {
      if (!isSource(source)) return `policy.${name} must be { file, text }`
      sources[name] = { file: source.file, text: source.text }
    } else {
      return `policy.${name.slice(0, 80)} is not a policy document`
    }
  }
  return sources as PolicySources
}

function isSource(value: unknown): value is PolicySource {
  return isRecord(value) && typeof value['file'] === 'string' && typeof value['text'] === 'string'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
