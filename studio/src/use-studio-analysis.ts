import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DocumentName } from '../../scripts/policy/documents.ts'
import { runPipeline, type PolicySources } from '../../scripts/policy/pipeline.ts'
import { analysePolicy, reviewAnalysis, type Analysis } from './analysis/analyse-policy.ts'
import type { ChangeReview } from './analysis/review-changes.ts'
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
  readonly headError: string | undefined
  readonly texts: Readonly<Record<string, string>>
  edit(name: DocumentName, text: string): void
}

/**
 * Compiles the edited texts with the real compiler on every edit (edits that
 * arrive before the page caught up are folded into one pass), and reviews the
 * change after a short pause.
 */
export function useStudioAnalysis(project: Project): StudioAnalysis {
  const [texts, setTexts] = useState<Record<string, string>>(() => textsOf(project.policy))
  const pendingSince = useRef<number | undefined>(undefined)
  const sources = useMemo(() => ({ policy: sourcesOf(project.policy, texts), tables: project.tables }), [project, texts])
  const analysis = useMemo(() => analysePolicy(sources), [sources])
  const [lastGood, setLastGood] = useState<Analysis | undefined>(analysis.policy ? analysis : undefined)
  // Adjusting state while rendering (React's pattern for derived state), not in an effect.
  if (analysis.policy && lastGood !== analysis) setLastGood(analysis)
  const [review, setReview] = useState<ChangeReview | undefined>(undefined)
  const head = useMemo(() => {
    if ('error' in project.head) return { error: project.head.error }
    const result = runPipeline(project.head.policy)
    return result.policy ? { policy: result.policy } : { error: 'the policy at git HEAD does not compile' }
  }, [project])

  useEffect(() => {
    if (pendingSince.current !== undefined) {
      const latencies = (window.__studioLatencies ??= [])
      latencies.push(performance.now() - pendingSince.current)
      pendingSince.current = undefined
    }
    const timer = setTimeout(() => setReview(reviewAnalysis(analysis, 'policy' in head ? head.policy : undefined)), REVIEW_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [analysis, head])

  const edit = useCallback((name: DocumentName, text: string) => {
    pendingSince.current ??= performance.now()
    setTexts((current) => (current[name] === text ? current : { ...current, [name]: text }))
  }, [])

  return { analysis, lastGood, review, headError: 'error' in head ? head.error : undefined, texts, edit }
}

function textsOf(policy: PolicySources): Record<string, string> {
  return Object.fromEntries(Object.entries(policy).map(([name, source]) => [name, source?.text ?? '']))
}

function sourcesOf(original: PolicySources, texts: Readonly<Record<string, string>>): PolicySources {
  return Object.fromEntries(
    Object.entries(original).map(([name, source]) => [name, { file: source?.file ?? `policy/${name}.yaml`, text: texts[name] ?? source?.text ?? '' }]),
  ) as PolicySources
}
