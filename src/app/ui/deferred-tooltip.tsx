import { lazy, Suspense } from 'react'
import { policy } from '../../generated/policy.gen.ts'
import type { Describable } from './tooltip.tsx'

const LoadedTooltip = lazy(() => import('./tooltip.tsx').then((module) => ({ default: module.Tooltip })))

/**
 * A Tooltip kept out of the first load: until its code arrives (right after
 * the first render) the control shows without it. A tooltip only adds to a
 * control that is already labelled, so nothing is missing meanwhile.
 */
export function DeferredTooltip({ label, children }: { label: string; children: Describable }) {
  return (
    <Suspense fallback={children}>
      <LoadedTooltip label={label} delayMs={policy.constants.tooltipDelayMs}>
        {children}
      </LoadedTooltip>
    </Suspense>
  )
}
