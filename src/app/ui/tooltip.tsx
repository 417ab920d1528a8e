import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react'
import { createPortal } from 'react-dom'

/** Where tooltips render, above everything (styles.css .tooltip-layer): one element, made by the first tooltip shown. */
function tooltipLayer(): HTMLElement {
  const found = document.querySelector<HTMLElement>('body > .tooltip-layer')
  if (found) return found
  const layer = document.createElement('div')
  layer.className = 'tooltip-layer'
  document.body.append(layer)
  return layer
}

export type Describable = ReactElement<{ 'aria-describedby'?: string }>

/** Shows `label` after `delayMs` (policy/constants.yaml tooltipDelayMs) while the child is hovered or focused; Escape hides it. */
export function Tooltip({ label, delayMs, children }: { label: string; delayMs: number; children: Describable }) {
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
      {open
        ? createPortal(
            <div role="tooltip" id={id} className="tooltip">
              {label}
            </div>,
            tooltipLayer(),
          )
        : null}
    </span>
  )
}
