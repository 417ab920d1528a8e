import { startTransition, useEffect, useState } from 'react'

/** Rows drawn per step: a phone's screen holds fewer, and ten rows' cells commit well inside a 50 ms task at 4x slower CPU. */
export const ROW_STEP = 10

/**
 * How many of a page's rows to draw now. A long page (50 or 100 rows) is drawn ROW_STEP rows at a time,
 * each step a render of its own (a transition, after the previous step's commit), so the phone's main
 * thread is never held for the whole page at once (Lighthouse's total blocking time: 50 rows' cells were
 * one task of about 300 ms on a 4x slower CPU). The count only grows: a refetch, a live row or a sort
 * redraws every row already shown at once, and rows beyond what was shown arrive in steps again.
 */
export function useRowsInSteps(total: number): number {
  const [shown, setShown] = useState(ROW_STEP)
  useEffect(() => {
    if (shown >= total) return
    startTransition(() => setShown((current) => current + ROW_STEP))
  }, [shown, total])
  return Math.min(shown, total)
}
