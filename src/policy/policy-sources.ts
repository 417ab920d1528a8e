import type { PolicyWithSources, CompiledPolicy, RecordTest, SourceRef, ToolsOnlyParts } from './model.ts'

/** Where in the compiled policy a stripped part sat: keys and array indexes from the root. */
export type SourcePath = readonly (string | number)[]

/** What the browser's policy leaves out, for the tools to put back (src/generated/policy-sources.gen.ts). */
export interface PolicySources {
  /** The hash of the policy they belong to: a stale pair is refused. */
  readonly hash: string
  readonly places: readonly Place[]
  /** The parts the runtime leaves out whole (model.ts ToolsOnlyParts), with their sources. */
  readonly toolsOnly: Pick<PolicyWithSources, ToolsOnlyParts>
}

/** One stripped spot: its path and the tools-only values that sat there. */
interface Place {
  readonly at: SourcePath
  readonly src?: SourceRef
  readonly description?: string
  /** A record rule's field tests: explain and coverage read them; the ability needs only `conditions`. */
  readonly where?: readonly RecordTest[]
  /** A route's typed search parameters and page-owned route flag: the generated route tree carries them. */
  readonly search?: unknown
  readonly pageRoute?: true
}

// CASL conditions are queries over records, not policy metadata: a record field
// may well be called `description`, so nothing under them is touched.
const RECORD_QUERY = 'conditions'

const isSourceRef = (value: unknown): value is SourceRef =>
  Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && typeof value[1] === 'number' && typeof value[2] === 'number'

/**
 * Splits a compiled policy into what the browser and server need and what only
 * the tools read: every `src` (a source position), `description` (a string)
 * record rule `where` (the field tests its CASL conditions were built from)
 * and a route's `search` and `pageRoute` (the generated route tree holds
 * them), wherever they sit, so parts added to the model later are covered too.
 */
export function splitSources(whole: PolicyWithSources): { readonly runtime: CompiledPolicy; readonly sources: PolicySources } {
  const { records, procedures, ...policy } = whole
  const places: Place[] = []
  const strip = (value: unknown, at: SourcePath): unknown => {
    if (Array.isArray(value)) return value.map((entry, i) => strip(entry, [...at, i]))
    if (value === null || typeof value !== 'object') return value
    const kept: Record<string, unknown> = {}
    const place: { -readonly [K in keyof Place]: Place[K] } = { at }
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'src' && isSourceRef(entry)) place.src = entry
      else if (key === 'description' && typeof entry === 'string') place.description = entry
      else if (key === 'where' && Array.isArray(entry)) place.where = entry as RecordTest[]
      else if (key === 'search' && entry !== null && typeof entry === 'object') place.search = entry
      else if (key === 'pageRoute' && entry === true) place.pageRoute = true
      else kept[key] = key === RECORD_QUERY ? entry : strip(entry, [...at, key])
    }
    if (place.src || place.description !== undefined || place.where || place.search || place.pageRoute) places.push(place)
    return kept
  }
  return { runtime: strip(policy, []) as CompiledPolicy, sources: { hash: policy.hash, places, toolsOnly: { records, procedures } } }
}

/** The full compiled policy again, for explain, lint, coverage and tests that read the generated files. */
export function withSources(runtime: CompiledPolicy, sources: PolicySources): PolicyWithSources {
  if (sources.hash !== runtime.hash) {
    throw new Error(`policy-sources.gen.ts (policy ${sources.hash}) does not belong to policy.gen.ts (${runtime.hash}); run npm run policy -- build`)
  }
  const policy = structuredClone(runtime) as unknown as Record<string, unknown>
  for (const place of sources.places) {
    let node: unknown = policy
    for (const key of place.at) node = (node as Record<string | number, unknown> | undefined)?.[key]
    if (node === null || typeof node !== 'object') throw new Error(`policy-sources.gen.ts names ${place.at.join('.')}, which policy.gen.ts does not have`)
    const { at: _at, ...stripped } = place
    Object.assign(node, stripped)
  }
  return { ...(policy as unknown as PolicyWithSources), ...structuredClone(sources.toolsOnly) }
}
