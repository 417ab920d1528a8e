import { useEffect, useState } from 'react'
import { toastMs, type ShownToast } from './toast-types.ts'

export interface ToastItemProps {
  readonly toast: ShownToast
  readonly onDismiss: (id: number) => void
  readonly role?: 'alert'
}

/** One toast: its message, its action, Dismiss; it leaves after toastMs unless it has an action or is hovered or focused. */
export function ToastItem({ toast, onDismiss, role }: ToastItemProps) {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (toast.action || held) return
    const timer = setTimeout(() => onDismiss(toast.id), toastMs)
    return () => clearTimeout(timer)
  }, [toast, held, onDismiss])
  return (
    <div
      role={role}
      className={`toast toast-${toast.tone ?? 'info'}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span>{toast.message}</span>
      {toast.action?.href !== undefined ? (
        <a
          href={toast.action.href}
          onClick={(event) => {
            // A new tab or window (modifier keys, middle button) is the browser's to open.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            onDismiss(toast.id)
            toast.action?.run()
          }}
        >
          {toast.action.label}
        </a>
      ) : toast.action ? (
        <button
          type="button"
          onClick={() => {
            onDismiss(toast.id)
            toast.action?.run()
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  )
}
