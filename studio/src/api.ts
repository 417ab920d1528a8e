import type { Diagnostic } from '../../scripts/policy/diagnostic.ts'
import type { PolicySources } from '../../scripts/policy/pipeline.ts'
import type { ReplayResult, StaffImpact } from '../../scripts/policy/semantics/impact/impact-types.ts'
import type { TableSource } from '../../scripts/policy/semantics/tables/load-tables.ts'

// The page talks to scripts/studio/studio-server.ts; every call carries the token from the URL.
const token = new URLSearchParams(location.search).get('token') ?? ''

export interface Project {
  readonly root: string
  readonly policy: PolicySources
  readonly tables: readonly TableSource[]
  readonly head: { readonly policy: PolicySources } | { readonly error: string }
}

export type SaveAnswer =
  | { readonly status: 'saved'; readonly saved: readonly string[]; readonly generated: readonly string[]; readonly diagnostics: readonly Diagnostic[] }
  | { readonly status: 'has-errors'; readonly diagnostics: readonly Diagnostic[] }
  | { readonly status: 'conflict'; readonly files: readonly string[] }
  | { readonly status: 'invalid'; readonly message: string }

export class ApiError extends Error {}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, { ...init, headers: { ...init.headers, 'x-studio-token': token } })
  } catch {
    throw new ApiError('The studio server does not answer. Is `npm run studio` still running?')
  }
  const body = (await response.json().catch(() => undefined)) as (T & { error?: string }) | undefined
  if (body === undefined) throw new ApiError(`The studio server answered ${response.status} without a body.`)
  if (!response.ok && response.status !== 409) throw new ApiError(body.error ?? `The studio server answered ${response.status}.`)
  return body
}

export function hasToken(): boolean {
  return token.length > 0
}

export function loadProject(): Promise<Project> {
  return call<Project>('api/project')
}

/** `files` and `base` (sha256 of each file as loaded) are keyed by path, e.g. policy/routes.yaml. */
export function saveFiles(files: Record<string, string>, base: Record<string, string>, force: boolean): Promise<SaveAnswer> {
  return call<SaveAnswer>('api/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ files, base, force }) })
}

export type DatabaseInfo = { readonly connected: false } | { readonly connected: true; readonly location: string; readonly dialect: 'sqlite' | 'postgres' }

export interface Impact {
  readonly staff: StaffImpact
  readonly decisions: ReplayResult
}

/** Whether the studio was started with `--database`, and which. */
export function loadDatabase(): Promise<DatabaseInfo> {
  return call<DatabaseInfo>('api/database')
}

/** What the edited policy does to the database's real staff and recently logged decisions, against git HEAD. */
export async function impactOf(policy: PolicySources): Promise<Impact> {
  const answer = await call<Impact | { readonly error: string }>('api/impact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ policy }),
  })
  // 409 (no database) comes back as a body, like save's conflicts.
  if ('error' in answer) throw new ApiError(answer.error)
  return answer
}
