import { runPipeline, type PolicySources } from '../../../scripts/policy/pipeline.ts'
import type { TableSource } from '../../../scripts/policy/semantics/tables/load-tables.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import { analysePolicy, reviewAnalysis } from './analyse-policy.ts'
import type { ChangeReview } from './review-changes.ts'

/**
 * The change review (diff against HEAD, every table row with coverage, lint's
 * witness search) takes a few hundred milliseconds: it runs here, off the page's
 * thread, so typing never waits for it. The worker compiles what it is sent with
 * the same compiler.
 */
export interface ReviewRequest {
  readonly id: number
  readonly policy: PolicySources
  readonly head: PolicySources | undefined
  readonly tables: readonly TableSource[]
}

export type ReviewResponse = { readonly id: number; readonly review?: ChangeReview; readonly error?: string }

const scope = self as unknown as { onmessage: ((event: MessageEvent<ReviewRequest>) => void) | null; postMessage(message: ReviewResponse): void }
let head: { key: string; policy: PolicyWithSources | undefined } | undefined

scope.onmessage = ({ data }) => {
  try {
    const key = JSON.stringify(data.head ?? null)
    if (head?.key !== key) head = { key, policy: data.head ? runPipeline(data.head).policy : undefined }
    const review = reviewAnalysis(analysePolicy({ policy: data.policy, tables: data.tables }), head.policy)
    scope.postMessage({ id: data.id, ...(review ? { review } : {}) })
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) })
  }
}
