import type { Page, Request } from '@playwright/test'
import { isLiveStream } from './quiet.ts'

/** One heading that entered the DOM, and the path shown when it did. */
export interface HeadingSeen {
  readonly text: string
  readonly path: string
}

declare global {
  interface Window {
    __e2eHeadings?: HeadingSeen[]
  }
}

/**
 * Watches a page for the whole of every navigation: which URLs it fetched, how
 * many requests are still open, and every <h1> that entered the DOM, recorded
 * by a MutationObserver installed before any page script runs. A page that
 * renders even for one frame leaves its heading in that record.
 *
 * The HTTP cache stays on, as for a real person: Chromium still reports a
 * chunk it serves from its cache as a request, so a chunk loaded by an earlier
 * page is seen again on every new document (visit-checks asserts that each
 * final page's own chunk was seen, which would fail if cached loads went
 * unseen). With the cache off every page load fetched and compiled the whole
 * app again: a quarter of the persona suite's time.
 */
export class PageRecorder {
  /** URL paths requested since the last reset(). */
  readonly requested: string[] = []
  /** URL paths requested since the last full page load made through reset({ newDocument: true }). */
  readonly documentRequested: string[] = []
  private inFlight = 0
  private lastActivity = Date.now()

  private constructor(readonly page: Page) {}

  static async attach(page: Page): Promise<PageRecorder> {
    const recorder = new PageRecorder(page)
    page.on('request', (request) => {
      recorder.requested.push(new URL(request.url()).pathname)
      recorder.documentRequested.push(new URL(request.url()).pathname)
      // The live stream stays open as long as the page: it is never "in flight" towards settling.
      if (isLiveStream(request)) return
      recorder.inFlight++
      recorder.lastActivity = Date.now()
    })
    const done = (request: Request): void => {
      if (isLiveStream(request)) return
      recorder.inFlight = Math.max(0, recorder.inFlight - 1)
      recorder.lastActivity = Date.now()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
    await page.addInitScript(watchHeadings)
    return recorder
  }

  /** Forget what was fetched so far (call before each navigation; newDocument before a full page load). */
  reset(options: { newDocument?: boolean } = {}): void {
    this.requested.length = 0
    if (options.newDocument) this.documentRequested.length = 0
  }

  /** Forget the headings seen so far in this document (before a client-side navigation). */
  async clearHeadings(): Promise<void> {
    await this.page.evaluate(() => {
      if (window.__e2eHeadings) window.__e2eHeadings.length = 0
    })
  }

  /** Headings that entered the current document since it loaded (or were last cleared). */
  async headingsSeen(): Promise<HeadingSeen[]> {
    return this.page.evaluate(() => window.__e2eHeadings ?? [])
  }

  /**
   * Waits until the app has settled: a heading is visible and no request has
   * been open or finished for a short quiet period (lazy chunks and the boot
   * call included).
   */
  async settle(timeout = 15_000): Promise<void> {
    await this.page.locator('h1').first().waitFor({ state: 'visible', timeout })
    const deadline = Date.now() + timeout
    while (Date.now() < deadline) {
      if (this.inFlight === 0 && Date.now() - this.lastActivity > 100) return
      await this.page.waitForTimeout(25)
    }
    throw new Error(`the page did not settle within ${timeout} ms (${this.inFlight} requests still open)`)
  }
}

// Runs in the browser before any script of the page (page.addInitScript).
function watchHeadings(): void {
  const seen: { text: string; path: string }[] = []
  window.__e2eHeadings = seen
  const record = (element: Element): void => {
    seen.push({ text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(), path: location.pathname })
  }
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') {
        const heading = mutation.target.parentElement?.closest('h1')
        if (heading) record(heading)
        continue
      }
      mutation.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) {
          const heading = node.parentElement?.closest('h1')
          if (heading) record(heading)
          return
        }
        if (node.matches('h1')) record(node)
        node.querySelectorAll('h1').forEach(record)
      })
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}
