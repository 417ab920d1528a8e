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

/**
 * Opens the modal as its first child mounts. React focuses a control marked
 * autoFocus while committing, before any effect of the dialog runs, and a
 * browser focuses nothing inside a dialog that is not open yet: opened here,
 * the dialog is open by the time React reaches that control.
 */
function openModal(header: HTMLDivElement | null) {
  const dialog = header?.parentElement
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal()
}

function OpenDialog({ onClose, title, description, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // Read while rendering, before React's autoFocus (during commit) moves focus into the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    // Asked here, once the dialog is open: React's autoFocus ran while it was still closed (display:
    // none, where a browser focuses nothing), and StrictMode's second run of this effect comes after
    // the first one's clean-up gave focus back to the opener. Else what has focus inside, else the
    // first focusable control.
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
      <div className="dialog-header" ref={openModal}>
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
