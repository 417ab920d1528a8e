import { Suspense, type ReactNode } from 'react'
import { LoadingBlock } from '../../components/ui/loading-block.tsx'

/**
 * Where a page renders its screen as a chunk of its own (React.lazy): the page's heading and
 * introduction paint as soon as the page's small chunk arrives, instead of after the screen's
 * tables and forms. On a phone's slow network that paragraph is the largest paint
 * (Lighthouse's LCP element), and the screen's data was asked for by the route's loader already.
 */
export function ScreenChunk({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return <Suspense fallback={<LoadingBlock label={label} />}>{children}</Suspense>
}
