import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

export interface DialogProps {
  readonly open: boolean
  /** Escape, the close button, or a footer action that closes: the parent sets `open` false. */
  readonly onClose: () => void
  readonly title: string
  readonly description?: ReactNode
  readonly children?: ReactNode
  /** The actions (Save, Cancel…); the close button is always there. */
  readonly footer?: ReactNode
}

const focusable = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the native <dialog>: showModal() puts it in the top
 * layer and makes the rest of the page inert, which is the focus trap, and
 * Escape raises `cancel`. Focus goes to the control marked `data-autofocus`
 * (not React's autoFocus: it runs before the dialog opens, when a browser
 * focuses nothing in it), else the first focusable one, and on close back to
 * what had it before.
 */
export function Dialog(props: DialogProps) {
  // Mounted afresh for each opening, so it knows what had focus before it.
  return props.open ? <OpenDialog {...props} /> : null
}

function OpenDialog({ onClose, title, description, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // Read while rendering, before anything inside the dialog takes focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    // Asked here, once the dialog is open (a browser focuses nothing in a closed one), and again in
    // StrictMode's second run, after the first one's clean-up gave focus back to the opener.
    const marked = dialog.querySelector<HTMLElement>('[data-autofocus]')
    if (marked) marked.focus()
    else if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(focusable)?.focus()
    // The parent decides: Escape asks it to close instead of the browser closing behind React's back.
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [opener])

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined}>
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label="Close" onClick={() => onCloseRef.current()}>
          ×
        </button>
      </div>
      {description ? (
        <div id={descriptionId} className="dialog-description">
          {description}
        </div>
      ) : null}
      <div className="dialog-body">{children}</div>
      {footer ? <div className="dialog-footer">{footer}</div> : null}
    </dialog>
  )
}
