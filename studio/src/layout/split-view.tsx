import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'

export const SPLIT_MIN = 20
export const SPLIT_MAX = 80
const STEP = 5
const STORAGE_KEY = 'policy-studio.split'
/** Below this width the panes stack, the first above the second (the same width as styles.css's media query). */
const NARROW = '(max-width: 59.99rem)'

/** The first pane's share in percent, whole, within SPLIT_MIN..SPLIT_MAX. */
export function clampSplit(value: number): number {
  return Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, Math.round(value)))
}

function storedSplit(): number {
  try {
    const saved = Number(localStorage.getItem(STORAGE_KEY) ?? Number.NaN)
    return Number.isFinite(saved) ? clampSplit(saved) : 50
  } catch {
    return 50
  }
}

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined
  const query = matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isNarrow = () => typeof matchMedia === 'function' && matchMedia(NARROW).matches

/**
 * Two panes with a separator between them that resizes them (the WAI-ARIA window splitter): dragged, or
 * focused and moved with the arrow keys by 5 %, Home and End for the limits. Side by side on a wide
 * window, stacked on a narrow one; each pane scrolls on its own, so neither is cut off. The split is
 * remembered in localStorage.
 */
export function SplitView({ first, second, label }: { readonly first: ReactNode; readonly second: ReactNode; readonly label: string }) {
  const [split, setSplit] = useState(storedSplit)
  const stacked = useSyncExternalStore(subscribeNarrow, isNarrow, () => false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, String(split))
    } catch {
      // Storage may be off (private window): the split then lasts for the page only.
    }
  }, [split])

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = stacked
      ? { ArrowUp: split - STEP, ArrowDown: split + STEP, Home: SPLIT_MIN, End: SPLIT_MAX }
      : { ArrowLeft: split - STEP, ArrowRight: split + STEP, Home: SPLIT_MIN, End: SPLIT_MAX }
    const next = keys[event.key]
    if (next === undefined) return
    event.preventDefault()
    setSplit(clampSplit(next))
  }
  const onPointerMove = (event: PointerEvent) => {
    const area = box.current?.getBoundingClientRect()
    if (!area || !event.currentTarget.hasPointerCapture(event.pointerId)) return
    setSplit(clampSplit(stacked ? ((event.clientY - area.top) / area.height) * 100 : ((event.clientX - area.left) / area.width) * 100))
  }
  const style = { '--split-first': `${split}fr`, '--split-second': `${100 - split}fr` } as CSSProperties

  return (
    <div className={stacked ? 'split stacked' : 'split'} ref={box} style={style}>
      <div className="pane pane-first" id="split-first">
        {first}
      </div>
      <div
        className="separator"
        role="separator"
        aria-orientation={stacked ? 'horizontal' : 'vertical'}
        aria-valuenow={split}
        aria-valuemin={SPLIT_MIN}
        aria-valuemax={SPLIT_MAX}
        aria-controls="split-first"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
      />
      <div className="pane pane-second">{second}</div>
    </div>
  )
}
