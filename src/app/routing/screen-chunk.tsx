import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { LoadingBlock } from '../../components/ui/loading-block.tsx'

/**
 * Where a page renders its screen as a chunk of its own (React.lazy): the page's heading and
 * introduction paint as soon as the page's small chunk arrives, instead of after the screen's
 * tables and forms. On a phone's slow network that paragraph is the largest paint
 * (Lighthouse's LCP element), and the screen's data was asked for by the route's loader already.
 *
 * On the document's first page the screen's chunk is asked for only once that paint has happened:
 * when the chunk came back within the same frame (a fast network, or the cache), React drew the
 * heading and the whole screen in one paint, so the largest paint waited for the screen's code
 * after all. Later pages render the screen at once: the shell has painted, and a page change must
 * not flash the loading block for a frame.
 */
export function ScreenChunk({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const painted = useFirstPaint()
  const waiting = <LoadingBlock label={label} />
  return <Suspense fallback={waiting}>{painted ? children : waiting}</Suspense>
}

let firstPaintDone = false

/** False until the document's first page has painted (the frame after it was committed), then true for good. */
function useFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstPaintDone)
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame callback runs before that frame's paint; the task after it runs once it has painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        firstPaintDone = true
        setPainted(true)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return painted
}
