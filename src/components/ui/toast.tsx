import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

export interface ToastAction {
  readonly label: string
  readonly run: () => void
  /**
   * Makes the action a link to this address ("Open the list"), so it can be opened in a new tab too;
   * a plain click still calls `run` (the router's navigate) instead of loading the page again.
   */
  readonly href?: string
}

export interface ToastInput {
  readonly message: string
  readonly tone?: 'success' | 'error' | 'info'
  /** Reload, Retry, Undo…; a toast with an action stays until used or dismissed. */
  readonly action?: ToastAction
}

interface ShownToast extends ToastInput {
  readonly id: number
}

export interface Toasts {
  show(toast: ToastInput): void
}

const ToastContext = createContext<Toasts | null>(null)

/** How long a toast without an action stays (WCAG 2.2.1: long enough to read; hover or focus keeps it). */
export const toastMs = 6000

/**
 * Short messages about what just happened (saved, failed, changed by someone
 * else). Screen readers announce each: an error at once (it is an alert, the
 * pattern announced on insertion), the rest politely through a status region
 * that exists before any message.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ShownToast[]>([])
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), [])
  const value = useMemo<Toasts>(
    () => ({ show: (toast) => setToasts((shown) => [...shown.slice(-4), { ...toast, id: nextId.current++ }]) }),
    [],
  )
  const errors = toasts.filter((toast) => toast.tone === 'error')
  const others = toasts.filter((toast) => toast.tone !== 'error')
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} role="alert" />
        ))}
        <div role="status" aria-label="Notifications">
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

function ToastItem({ toast, onDismiss, role }: { toast: ShownToast; onDismiss: (id: number) => void; role?: 'alert' }) {
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

export function useToast(): Toasts {
  const toasts = useContext(ToastContext)
  if (!toasts) throw new Error('useToast() needs <ToastProvider> (src/app/app.tsx mounts it)')
  return toasts
}
