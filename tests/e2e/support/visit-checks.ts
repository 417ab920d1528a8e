import { expect, type Page } from '@playwright/test'
import { pageForPath, pathSamples, publicPages } from './concrete-paths.ts'
import type { PersonaExpectations, VisitExpectation } from './expectations.ts'
import { pagesFetched, readPageChunks, type PageChunk } from './page-chunks.ts'
import type { PageRecorder } from './page-recorder.ts'

/** What every visit of one persona is checked against. */
export interface VisitContext {
  readonly expected: PersonaExpectations
  readonly chunks: ReadonlyMap<string, PageChunk>
  /** Pages this persona can never open: their code must never reach the browser. */
  readonly neverPages: ReadonlySet<string>
}

export function visitContext(expected: PersonaExpectations): VisitContext {
  const allowed = new Set(expected.visits.filter((visit) => visit.outcome.result === 'allow').map((visit) => pageForPath(visit.path)))
  // Public pages (not-found, unauthorized) protect nothing; final pages are shown by definition.
  const shown = new Set([...expected.visits.map((visit) => visit.finalPage), ...publicPages()])
  const neverPages = new Set(
    pathSamples(expected.persona)
      .map((sample) => sample.page)
      .filter((page) => !allowed.has(page) && !shown.has(page)),
  )
  return { expected, chunks: readPageChunks(), neverPages }
}

/**
 * After a navigation has settled: the browser is where the policy says, the
 * final page's code was loaded, no page the persona may not open was fetched,
 * and no heading but the final page's entered the DOM on the way. Soft
 * assertions, so one run lists every route that drifted; each message names
 * the persona and the route.
 */
export async function expectVisit(
  page: Page,
  recorder: PageRecorder,
  context: VisitContext,
  visit: VisitExpectation,
  how: string,
  options: { rendered: boolean } = { rendered: true },
): Promise<void> {
  const where = `persona ${context.expected.persona.key}, route ${visit.path} ${how} (policy: ${visit.chain})`
  await expect.soft(page, `${where}: the browser should end at ${visit.finalPath}`).toHaveURL((url) => url.pathname === visit.finalPath)

  // In this document (a client-side navigation may reuse a chunk fetched earlier in it).
  const inDocument = pagesFetched(context.chunks, recorder.documentRequested)
  expect.soft(inDocument.has(visit.finalPage), `${where}: the ${visit.finalPage} page should be loaded (its chunk was not fetched)`).toBe(true)
  // A denied path's own page must not load either, even where another path may show it.
  const ownPage = pageForPath(visit.path)
  const denied = visit.outcome.result !== 'allow' && ownPage !== visit.finalPage && !publicPages().includes(ownPage) ? ownPage : undefined
  const thisNavigation = pagesFetched(context.chunks, recorder.requested)
  const leaked = [...new Set([...inDocument, ...thisNavigation])].filter(
    (page) => context.neverPages.has(page) || (page === denied && thisNavigation.has(page)),
  )
  expect.soft(leaked, `${where}: fetched the code of pages this persona may not open`).toEqual([])

  // Every heading that entered the DOM must be one on screen at the end: a denied
  // page (or any other page) rendered for even one frame would have left its own.
  const finalHeadings = (await page.locator('h1').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())
  const seen = await recorder.headingsSeen()
  // The watcher must have seen the final page's own heading arrive, or it saw nothing at all.
  if (options.rendered) {
    expect
      .soft(
        seen.some((heading) => finalHeadings.includes(heading.text)),
        `${where}: the DOM watcher did not see the final heading arrive`,
      )
      .toBe(true)
  }
  const flashed = seen.filter((heading) => !finalHeadings.includes(heading.text))
  expect.soft(flashed, `${where}: headings of other pages appeared before "${finalHeadings.join('", "')}"`).toEqual([])
}
