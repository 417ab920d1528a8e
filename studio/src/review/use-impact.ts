import { useEffect, useRef, useState } from 'react'
import type { PolicySources } from '../../../scripts/policy/pipeline.ts'
import { ApiError, impactOf, loadDatabase, type DatabaseInfo, type Impact } from '../api.ts'

/** Reading the database is slower than reviewing against the personas: it waits for a longer pause in typing. */
export const IMPACT_DEBOUNCE_MS = 600

export interface ImpactView {
  /** Whether the studio has a database (`--database`); undefined while the page asks. */
  readonly database: DatabaseInfo | undefined
  /** The last answer, kept on screen while the next one is computed. */
  readonly impact: Impact | undefined
  /** Why the last request (or the question whether there is a database) failed. */
  readonly error: string | undefined
  /** A request for the latest edit is under way. */
  readonly updating: boolean
}

/**
 * The edit's impact on the database's real staff and recent decisions: asked of the studio
 * server a pause after each edit that compiles (`policy` is undefined while it does not).
 * Answers to older edits than the latest request are dropped.
 */
export function useImpact(policy: PolicySources | undefined): ImpactView {
  const [database, setDatabase] = useState<DatabaseInfo>()
  const [databaseError, setDatabaseError] = useState<string>()
  const [answer, setAnswer] = useState<{ readonly id: number; readonly impact?: Impact; readonly error?: string }>({ id: -1 })
  const [pending, setPending] = useState(-1)
  const requested = useRef(0)

  useEffect(() => {
    let live = true
    loadDatabase().then(
      (info) => live && setDatabase(info),
      (failure: unknown) => live && setDatabaseError(messageOf(failure)),
    )
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (!database?.connected || !policy) return
    const id = ++requested.current
    const timer = setTimeout(() => {
      setPending(id)
      impactOf(policy).then(
        (impact) => {
          if (id === requested.current) setAnswer({ id, impact })
        },
        (failure: unknown) => {
          // An error replaces the answer: an impact computed for an older edit would mislead.
          if (id === requested.current) setAnswer({ id, error: messageOf(failure) })
        },
      )
    }, IMPACT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [database, policy])

  return { database, impact: answer.impact, error: databaseError ?? answer.error, updating: pending !== answer.id }
}

function messageOf(failure: unknown): string {
  return failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure)
}
