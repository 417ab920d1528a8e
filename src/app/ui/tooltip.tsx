import { cloneElement, createContext, useContext, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

interface TooltipLayerValue {
  readonly delayMs: number
  readonly layer: HTMLElement | null
}

const TooltipLayerContext = createContext<TooltipLayerValue>({ delayMs: 0, layer: null })

/** Where tooltips render (above everything), with the delay of policy/constants.yaml tooltipDelayMs. */
export function TooltipLayer({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  return (
    <TooltipLayerContext.Provider value={{ delayMs, layer }}>
      {children}
      <div className="tooltip-layer" ref={setLayer} />
    </TooltipLayerContext.Provider>
  )
}

type Describable = ReactElement<{ 'aria-describedby'?: string }>

/** Shows `label` after the layer's delay while the child is hovered or focused; Escape hides it. */
export function Tooltip({ label, children }: { label: string; children: Describable }) {
  const { delayMs, layer } = useContext(TooltipLayerContext)
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const id = useId()
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), delayMs)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }
  return (
    <span
      className="tooltip-anchor"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {cloneElement(children, open ? { 'aria-describedby': id } : {})}
      {open && layer
        ? createPortal(
            <div role="tooltip" id={id} className="tooltip">
              {label}
            </div>,
            layer,
          )
        : null}
    </span>
  )
}
