import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import type { ShownToast, ToastInput } from './toast-types.ts'
import type { ToastItemProps } from './toast-item.tsx'

export { toastMs, type ShownToast, type ToastAction, type ToastInput } from './toast-types.ts'

export interface Toasts {
  show(toast: ToastInput): void
}

const ToastContext = createContext<Toasts | null>(null)

/** The most toasts on screen at once; an older one leaves when a fourth comes. */
export const toastsShown = 3

/**
 * Short messages about what just happened (saved, failed, changed by someone
 * else). Screen readers announce each: an error at once (it is an alert, the
 * pattern announced on insertion), the rest politely through a status region
 * that exists before any message.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ShownToast[]>([])
  // A toast's own code (timer, actions, Dismiss) loads after the first render, out of the app's
  // first load; a toast shown before it arrives is its message alone, in the same region.
  const [Item, setItem] = useState<ComponentType<ToastItemProps> | null>(null)
  useEffect(() => {
    let mounted = true
    void import('./toast-item.tsx').then((loaded) => mounted && setItem(() => loaded.ToastItem))
    return () => {
      mounted = false
    }
  }, [])
  const Shown = Item ?? PlainToast
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), [])
  // One toast per event: the same message again (a second save, a retried failure) replaces its twin
  // rather than stacking, and at most three are shown, so the corner never grows over the page.
  const value = useMemo<Toasts>(
    () => ({
      show: (toast) =>
        setToasts((shown) => [
          ...shown.filter((other) => other.message !== toast.message || other.tone !== toast.tone).slice(-(toastsShown - 1)),
          { ...toast, id: nextId.current++ },
        ]),
    }),
    [],
  )
  const errors = toasts.filter((toast) => toast.tone === 'error')
  const others = toasts.filter((toast) => toast.tone !== 'error')
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts">
        {errors.map((toast) => (
          <Shown key={toast.id} toast={toast} onDismiss={dismiss} role="alert" />
        ))}
        <div role="status" aria-label="Notifications">
          {others.map((toast) => (
            <Shown key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

/** A toast before its code has loaded: the message, read as any other. */
function PlainToast({ toast, role }: ToastItemProps) {
  return (
    <div role={role} className={`toast toast-${toast.tone ?? 'info'}`}>
      <span>{toast.message}</span>
    </div>
  )
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext)
  if (!toasts) throw new Error('useToast() needs <ToastProvider> (src/app/app.tsx mounts it)')
  return toasts
}
