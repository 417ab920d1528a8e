import type { Page, Request } from '@playwright/test'

/** The live stream (live.events, server-sent events) stays open while the page is; it is not a page load. */
export function isLiveStream(request: Request): boolean {
  return request.url().includes('/trpc/live.events')
}

/**
 * Waits until no request but the live stream has started or finished for
 * `quietMs`: what `waitForLoadState('networkidle')` meant before the app kept a
 * stream open (it never goes idle now). Requests already open when it is called
 * count from their end.
 */
export async function waitForQuiet(page: Page, { quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  let open = 0
  let last = Date.now()
  const started = (request: Request) => {
    if (isLiveStream(request)) return
    open++
    last = Date.now()
  }
  const ended = (request: Request) => {
    if (isLiveStream(request)) return
    open = Math.max(0, open - 1)
    last = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (open === 0 && Date.now() - last >= quietMs) return
      await page.waitForTimeout(50)
    }
    throw new Error(`the page did not go quiet within ${timeoutMs} ms (${open} requests open)`)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}
