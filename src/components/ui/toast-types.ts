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

export interface ShownToast extends ToastInput {
  readonly id: number
}

/** How long a toast without an action stays (WCAG 2.2.1: long enough to read; hover or focus keeps it). */
export const toastMs = 6000
