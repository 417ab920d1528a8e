import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { sourceList, type PolicySource, type PolicySources } from '../../scripts/policy/pipeline.ts'
import type { TableSource } from '../../scripts/policy/semantics/tables/load-tables.ts'
import { analysePolicy, type Analysis } from './analysis/analyse-policy.ts'
import type { ChangeReview } from './analysis/review-changes.ts'
import type { ReviewRequest, ReviewResponse } from './analysis/review-worker.ts'
import type { Project } from './api.ts'

/** The change review (diff, all table rows, lint) is heavier than a compile: it waits for a pause in typing. */
const REVIEW_DEBOUNCE_MS = 250

declare global {
  interface Window {
    /** Keystroke-to-updated-page times in ms, read by `npm run bench`. */
    __studioLatencies?: number[]
  }
}

export interface StudioAnalysis {
  readonly analysis: Analysis
  /** The last analysis that compiled, so the preview stays while the author fixes an error. */
  readonly lastGood: Analysis | undefined
  readonly review: ChangeReview | undefined
  /** The review is being recomputed for the latest edit. */
  readonly reviewing: boolean
  readonly headError: string | undefined
  /** The edited policy's sources while they compile (what the impact on the database is asked for), else undefined. */
  readonly compiled: PolicySources | undefined
  /** Every editable file (the policy documents, the record types created in the page, then the table tests), by path. */
  readonly files: readonly string[]
  readonly texts: Readonly<Record<string, string>>
  edit(file: string, text: string): void
  /** Adds a new record type file (not yet on disk): it is compiled with the others at once and saved like them. */
  create(file: string, text: string): void
}

/**
 * Compiles the edited texts with the real compiler on every edit (edits that
 * arrive before the page caught up are folded into one pass), and reviews the
 * change in a worker after a short pause.
 */
export function useStudioAnalysis(project: Project): StudioAnalysis {
  // The project holds what was on disk when the page loaded; record types created since are only in the page.
  const [created, setCreated] = useState<readonly string[]>([])
  const files = useMemo(
    () => [...sourceList(project.policy).map((source) => source.file), ...created, ...project.tables.map((table) => table.file)],
    [project, created],
  )
  const [texts, setTexts] = useState<Record<string, string>>(() => textsOf(project))
  const pendingSince = useRef<number | undefined>(undefined)
  const lastKey = useRef<number | undefined>(undefined)
  const sources = useMemo(() => ({ policy: sourcesOf(project.policy, created, texts), tables: tablesOf(project.tables, texts) }), [project, created, texts])
  const analysis = useMemo(() => analysePolicy(sources), [sources])
  const [lastGood, setLastGood] = useState<Analysis | undefined>(analysis.policy ? analysis : undefined)
  // Adjusting state while rendering (React's pattern for derived state), not in an effect.
  if (analysis.policy && lastGood !== analysis) setLastGood(analysis)
  const [review, setReview] = useState<{ id: number; review?: ChangeReview; error?: string }>({ id: -1 })
  const requested = useRef(0)
  const [pending, setPending] = useState(-1)
  const worker = useRef<Worker | null>(null)

  // Latency is timed from the key itself (its event time), not from when the editor reported the change.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => (lastKey.current = event.timeStamp)
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])

  useEffect(() => {
    const created = new Worker(new URL('./analysis/review-worker.ts', import.meta.url), { type: 'module' })
    created.onmessage = ({ data }: MessageEvent<ReviewResponse>) => {
      if (data.id === requested.current) setReview(data)
    }
    worker.current = created
    return () => created.terminate()
  }, [])

  useEffect(() => {
    if (pendingSince.current !== undefined) {
      const latencies = (window.__studioLatencies ??= [])
      latencies.push(performance.now() - pendingSince.current)
      pendingSince.current = undefined
    }
    if (!analysis.policy) return
    const id = ++requested.current
    const request: ReviewRequest = { id, policy: sources.policy, head: 'policy' in project.head ? project.head.policy : undefined, tables: sources.tables }
    const timer = setTimeout(() => {
      setPending(id)
      worker.current?.postMessage(request)
    }, REVIEW_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [analysis, sources, project])

  const edit = useCallback((file: string, text: string) => {
    const now = performance.now()
    pendingSince.current ??= lastKey.current !== undefined && now - lastKey.current < 1000 ? lastKey.current : now
    setTexts((current) => (current[file] === text ? current : { ...current, [file]: text }))
  }, [])

  const create = useCallback((file: string, text: string) => {
    setCreated((current) => (current.includes(file) ? current : [...current, file]))
    setTexts((current) => ({ ...current, [file]: text }))
  }, [])

  const headError = 'error' in project.head ? project.head.error : review.review && !review.review.diff ? 'the policy at git HEAD does not compile' : undefined
  return {
    analysis,
    lastGood,
    review: review.review,
    reviewing: pending !== review.id,
    headError: review.error ?? headError,
    compiled: analysis.policy ? sources.policy : undefined,
    files,
    texts,
    edit,
    create,
  }
}

function textsOf(project: Project): Record<string, string> {
  return Object.fromEntries([...sourceList(project.policy), ...project.tables].map((source) => [source.file, source.text]))
}

function sourcesOf(original: PolicySources, created: readonly string[], texts: Readonly<Record<string, string>>): PolicySources {
  const edited = (source: PolicySource): PolicySource => ({ file: source.file, text: texts[source.file] ?? source.text })
  const { resources = [], ...named } = original
  const documents = Object.fromEntries(Object.entries(named).flatMap(([name, source]) => (source ? [[name, edited(source)]] : [])))
  return { ...documents, resources: [...resources, ...created.map((file) => ({ file, text: '' }))].map(edited) }
}

function tablesOf(original: readonly TableSource[], texts: Readonly<Record<string, string>>): TableSource[] {
  return original.map((table) => ({ file: table.file, text: texts[table.file] ?? table.text }))
}
