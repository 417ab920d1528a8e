import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { describe, expect, inject, it } from 'vitest'
import { biggestModules, firstLoad } from '../../bench/first-load.ts'
import { benchFacts } from '../../bench/bench-facts.ts'
import { pageChunks, shareOf, splitShares } from '../../bench/bundle-report.ts'
import { policy } from '../../src/generated/policy.gen.ts'
import { defaultLanding } from '../../src/policy/index.ts'

// Issue 7, "Small first load", as a budget. The target is 110 KB gzip and we
// miss it: react-dom (~60 KB), TanStack Router (~22), React Query (~9), tRPC
// (~6), superjson (~4) and CASL (~6) are the design card's fixed stack and are
// all needed to render the first page. The compiled policy ships without
// descriptions, source positions and record rules' field tests. The first load
// measured 132.7 KB before the records; the record rules (~1.5 KB) and the
// tRPC-Query provider that wraps the router (~3 KB) brought it to 138.1 KB, and
// typed route search parameters with page-owned loaders to 140.1 KB.
// The list shape (each list route's loader reads its URL, src/app/lists) took
// it from 139.9 to 143.0 KB, most of it as five more small chunks; the lists'
// problem sentences and filter labels now load with the pages (the loader
// keeps codes), and the fixed stack is one "shell" chunk (vite.config.ts):
// 138.5 KB. The requests pages' loaders (issue 27) added 0.6 KB; the toast's and the
// sign-out tooltip's own code now load after the first render, the modulepreload
// polyfill is gone and the data-error handler reads statuses without the error
// sentences: 138.4 KB. Issue 28's orders and supplies (a record type, seven procedures, two
// page loaders) added 0.5 KB; the record types' fields and the procedures' table now stay with
// the tools (policy-sources.gen.ts: the runtime has their rules in abilityRules), and analytics'
// and Sentry's own code load with their libraries: 137.7 KB; the Purchase menu item, 137.8 KB.
// Issue 30's dashboards added 0.3 KB: the menu asks each dashboard's record rule (each.can),
// dashboards.get's call rule, and the route's typed period with a loader that starts the
// charts' request beside the page's chunk (zod and the chart library stay with the page): 138.2 KB.
// Issue 31's COUNTER reports added 0.15 KB: counterReports.get's call rule and the /reports
// route's typed search (report, begin, end, page, pageSize); its loader is a chunk of its own
// fetched beside the page's, and the report's code, zod and the TSV stay out: 138.4 KB.
// One month helper for the dashboards and the reports (src/contracts/months.ts, a chunk of its own)
// adds its file name to the shell's preload lists: 138.42 KB.
// Issue 32's Students and Staff pages added 0.5 KB, all of it the compiled policy the browser
// checks: eight procedures' call rules (students.*, staff.*), the Student access rules, the /staff
// route and menu item, and both routes' typed search; their loaders, screens, zod and the
// permissions' descriptions (read by the server) stay out: 138.94 KB.
// Issue 33's store added 0.2 KB of compiled policy (the StoreProduct edit and create rules, six
// store.* call rules, the /store route's typed search) and the first load must not grow: the
// URL readings of the list pages off the landing path (store, students, staff, courses,
// adoptions, requests) are now small chunks fetched beside their pages (lazyListRoute), their
// requests still leaving before the page's chunk arrives: 138.80 KB; with the Store screen, 138.85 KB.
// Issue 35 counts the gzip the server sends: the build writes each asset's Zopfli copy
// (scripts/build/precompress-plugin.ts), 4% smaller than zlib's default; and @trpc/client's
// unused links (the WebSocket one) are shaken out: 132.8 KB as served (138.0 KB by zlib level 6).
// Each page's chunk now waits for its data request to leave (src/app/routing/page-chunk.ts): 133.0 KB.
// Issue 50 re-reads the person's access on focus and after a 403, and moves a page they may no longer
// open to the unauthorized page (src/app/routing/access-change.ts, in the shell because every page needs it): 133.3 KB.
// Issue 51: the Reports route reads its page and size as every list does, so the lists' one page-size set
// (src/contracts/list-names.ts) is a small chunk of the first load instead of a report-only copy: 133.55 KB.
// Issue 52: the kit's Button (primary, secondary, danger, link; pending) is what the shell's own buttons
// (menu, sign out, retry) are now, so one look reaches the first screen: 133.81 KB. The tokens and the
// controls' styles are CSS (3.97 KB gzip for the whole kit's stylesheet), outside this JavaScript budget.
// Institution branding: the header's logo and name and the accent tokens set from the boot user (one small
// component, src/app/layouts/brand-name.tsx; the contrast check and the shades are the server's): 133.93 KB.
// Issue 53 (live updates): the app's one tRPC client sends the live stream over httpSubscriptionLink
// (splitLink beside the batch link). tRPC ships every link in one module, which the shell already loads
// and a bundler cannot split, so the link and its SSE reader are here though only the live chunk
// (src/app/live/live-chunk.ts, after the first page has data) opens a stream: 3.3 KB. With the tab's live
// store and the header's connection status: 137.95 KB; with the screen's one polite region for counts
// and changes, mounted at the root (the kit's LiveAnnouncerProvider): 138.4 KB. Issue 54: the header's
// notification bell (its count arrives with the boot request; the kit's CountBadge) and the two notification
// routes and six procedures in the compiled policy and the route tree: 139.0 KB. Issue 55: two routes
// (/terms, /adoptions/status), a menu item, the Term resource and seven procedures in the compiled policy
// and the route tree (a term's dates in words stay out: contracts/term-dates.ts): 139.6 KB. Issue 56: the
// rollover and readopt actions, four procedures and the lists' cost and view search params in the compiled
// policy and the route tree: 139.8 KB. Issue 57: the CounterApiKey resource and six procedures (the keys', and
// the COUNTER API's) in the compiled policy, and the Reports page's preload list naming the kit's dialog and
// form chunks its COUNTER API section uses: 139.91 KB. Issue 58: four routes (Who can…? and the access
// review's three, with their typed search params), two menu items, the AccessReview resource and nine
// procedures in the compiled policy and the route tree: 141.7 KB. Issue 60: field rules, each rule's `fields` and
// the guarded fields in the compiled policy (three forbid rules with their reasons): 142.06 KB. Issue 61: the
// catalogue search routes read their URL from a chunk loaded beside their page's: 141.62 KB. The list pages'
// screens load as chunks of their own beneath the page's heading (ScreenChunk), so what they shared left the
// shell: 141.03 KB. Issue 62: the boot error panel gives the request id of a server fault for the person to
// quote (rpc-error.ts's withReference): 141.15 KB.
// The budget sits just above that so any growth, or a new
// dependency on the first load, fails CI; lower it whenever the first load
// shrinks (issue 35's target is 120 KB). It measures the shell: the entry chunk and its static
// imports, which every page waits for.
const BUDGET_KB = 141.2
// The landing page's own chunk (and what it imports beyond the shell) loads in
// parallel once the shell runs. Since the booklist became a real screen it
// carries the table library and the shared zod contracts: 44 KB gzip when set.
// The booklist screen then gained the list kit on purpose (debounced search,
// filter fields, the invalid-filter notice, export buttons with a cap, record
// links): 50.7 KB with the problem sentences moved here from the first load.
// Issue 28's purchase and supplies pages show the table without the list filters and export,
// so the table and those are now two chunks the booklist page fetches side by side: 51.7 KB.
// Issue 32's history words (the students' and staff's actions named without "it", a stored time
// shown as its day) are in the timeline the booklist shares: 51.75 KB. Issue 33's words for a
// product's history (published, hid, added it to the store; price and stock) are there too: 51.82 KB.
// As served (Zopfli, issue 35): 50.2 KB; the table's "1,000+" row count and the export's reading
// past an uncounted list's count (the catalogue's bounded total): 50.34 KB. Issue 50: money in the
// lists' CSV as a plain decimal with a Currency column, course codes as links, the withdrawn items
// counted beside the others, one date format: 51.22 KB. Issue 51's one list shape and one formatter per
// kind of value are shared chunks now (the list table and its query hook, counts, money, the forms' plain
// messages), each a little gzip of its own beside the page: 52.98 KB. Issue 52: tables on every width (a
// row's actions fold into a menu when the table is short of room, rows become cards on a phone, filters
// fold behind a button there) and the kit's controls: 54.07 KB; a long filter's combobox (downshift, 12.7 KB)
// loads only when a list has such a filter, its lazy import and the select shown until then: 54.27 KB.
// Issue 53: a row someone else changed is marked with who did it, a row leaving the filters stays a few
// seconds with the same words, one polite announcer per screen (use-live-rows, change-words): 55.63 KB;
// the list's count said through that one region: 55.8 KB. Issue 54: the changed-underneath notice is drawn by
// the kit's Notice, shared with the notification settings' warning: 56.0 KB. Issue 55: the term filter and
// heading name a term with its dates (the terms read once, term-names and term-dates; the checks of a term
// stay with the Terms page): 56.8 KB. Issue 56: each list's cost per student (required, with recommended, the
// zero- and low-cost badge, the cost filter, the titles the library holds in a list's detail) and the rows'
// checkboxes for a rollover, whose dialog and tables load only when it opens: 57.9 KB. Issue 58: a record's
// history offers "Who can act on this?" to whoever may open that page (the history dialog the lists share): 58.1 KB.
// Issue 60: the kit's table, exports and forms take the policy's field rules (useFieldRules asks the ability), and
// an item's internal status is edited in the table where the edit rule's field rule allows: 59.27 KB. Issue 61:
// the catalogue names the booklist shares with the search left the shell (so its 0.04 KB count here, while the
// shell shrank by 0.44 KB), one number format per locale for the counts, and the live rows kept as the same
// array when none is leaving, so the table keeps its rows across renders: 59.37 KB. The page's screen became a
// chunk of its own (ScreenChunk: the heading, the phone's largest paint, no longer waits for it), counted here with
// the page; with the two more chunks' wrappers and what the shell gave up (0.59 KB), 60.45 KB. Shell and page
// together grew 0.49 KB gzip, for a largest paint 0.5 to 1 s sooner on Lighthouse's phone. The kit's table then drew
// a long page ten rows at a time, each row memoised (rows-in-steps.ts, data-row.tsx), and counts one shared number
// format (formatNumber): 60.64 KB, for the 50-row booklist's blocking time on the phone 290 -> about 140 ms. The
// screen chunk then waits for the first page's paint before it asks for the screen (ScreenChunk): 60.80 KB.
// Issue 62: a failure the server could not answer (5xx) gives the request id it was logged under, for the person to
// quote (describe-error.ts, shared by every screen's error state): 60.87 KB.
const LANDING_PAGE_BUDGET_KB = 60.95
// Issue 61: what every browser we support is sent (the server prefers Brotli, quality 11): 127.60 KB when set,
// 127.16 KB once the catalogue search routes' URL reading left the shell, 126.67 KB once the list pages' screens did;
// 126.72 KB when the table's rows came in steps, the entry's code 8 bytes longer: the page chunks' new names (hashes, which
// do not compress) that the entry lists, which count as our code too (20.20 KB). Issue 62: 126.77 KB, the boot error
// panel's reference to the request id a server fault was logged under (our code 20.26 KB).
// Of it, our own code's share (src/, the compiled policy and route tree included) was 21.08 KB, then 20.64, now 20.16 KB, against the
// issue's target of 15 KB (bench/bundle-report.md lists every share; the compiled policy 3.9 KB, the policy
// runtime 2.3, the pages' route files with their typed search 2.5 in all); held here so it only shrinks.
const BROTLI_BUDGET_KB = 126.8
const OWN_CODE_BROTLI_BUDGET_KB = 20.3
// Every page beyond the shell, gzip as served: the heaviest today is the product detail page (62.70 KB: the
// store's product form beside the lists' table and history; 62.85 KB with issue 62's request id in the error
// states); any page growing past it fails here.
const EVERY_PAGE_BUDGET_KB = 62.9

const build = inject('appBuild')
const manifest = JSON.parse(readFileSync(join(build.outDir, '.vite/manifest.json'), 'utf8')) as Manifest
// The page a typical staff member lands on (the bench persona), loaded with the shell.
const landingPath = defaultLanding(policy, benchFacts(policy))
const landingPage = `src/pages/${policy.routes.find((route) => route.path === landingPath)?.page ?? landingPath}/page.tsx`

const appBuild = { outDir: build.outDir, manifest, modules: new Map(Object.entries(build.modules)), ms: build.ms }

function describeLoad(files: readonly string[]): string {
  const biggest = biggestModules(appBuild, files)
  return `files: ${files.join(', ')}; biggest modules (rendered, before minification): ${biggest
    .map((m) => `${m.name} ${(m.bytes / 1024).toFixed(1)} KB`)
    .join(', ')}`
}

describe('first-load JavaScript budget', () => {
  it(`keeps the entry chunk and its static imports within ${BUDGET_KB} KB gzip`, () => {
    const load = firstLoad(build.outDir, manifest)
    const kb = load.gzip / 1024
    expect(kb, `first load is ${kb.toFixed(1)} KB gzip; ${describeLoad(load.files.map((f) => f.file))}`).toBeLessThanOrEqual(BUDGET_KB)
  })

  it(`keeps the entry chunk and its static imports within ${BROTLI_BUDGET_KB} KB Brotli, our own code within ${OWN_CODE_BROTLI_BUDGET_KB} KB of it`, () => {
    const load = firstLoad(build.outDir, manifest)
    const kb = load.brotli / 1024
    expect(kb, `first load is ${kb.toFixed(2)} KB Brotli; ${describeLoad(load.files.map((f) => f.file))}`).toBeLessThanOrEqual(BROTLI_BUDGET_KB)
    const { ours } = splitShares(shareOf(appBuild, load.files))
    const ownKb = ours.reduce((sum, share) => sum + share.brotli, 0) / 1024
    const parts = ours.map((share) => `${share.name} ${(share.brotli / 1024).toFixed(2)}`).join(', ')
    expect(ownKb, `our code is ${ownKb.toFixed(2)} KB Brotli of the first load: ${parts}`).toBeLessThanOrEqual(OWN_CODE_BROTLI_BUDGET_KB)
  })

  it(`keeps the landing page (${landingPage}) within ${LANDING_PAGE_BUDGET_KB} KB gzip beyond the shell`, () => {
    expect(manifest[landingPage], `${landingPage} should be its own lazy chunk`).toBeDefined()
    const shell = new Set(firstLoad(build.outDir, manifest).files.map((f) => f.file))
    const page = firstLoad(build.outDir, manifest, [landingPage]).files.filter((f) => !shell.has(f.file))
    const kb = page.reduce((sum, f) => sum + f.gzip, 0) / 1024
    expect(kb, `the landing page adds ${kb.toFixed(1)} KB gzip; ${describeLoad(page.map((f) => f.file))}`).toBeLessThanOrEqual(LANDING_PAGE_BUDGET_KB)
  })

  // Every other page too: none may grow past the heaviest one today without this line changing with a reason.
  it(`keeps every page within ${EVERY_PAGE_BUDGET_KB} KB gzip beyond the shell`, () => {
    const over = pageChunks(appBuild, policy)
      .filter((page) => page.beyondShell / 1024 > EVERY_PAGE_BUDGET_KB)
      .map((page) => `${page.page} ${(page.beyondShell / 1024).toFixed(2)} KB`)
    expect(over).toEqual([])
  })

  it('loads no analytics or error-reporting code before the first render', () => {
    const load = firstLoad(build.outDir, manifest, [landingPage])
    const thirdParty = load.files.flatMap((file) =>
      (build.modules[file.file] ?? []).map((m) => m.id).filter((id) => /node_modules\/(posthog-js|@sentry)\//.test(id)),
    )
    expect(thirdParty).toEqual([])
  })

  it('keeps the table library and CSV parsing out of the shell (they come with the pages that use them)', () => {
    const load = firstLoad(build.outDir, manifest)
    const heavy = load.files.flatMap((file) =>
      (build.modules[file.file] ?? []).map((m) => m.id).filter((id) => /node_modules\/(@tanstack\/(react-table|table-core)|papaparse)\//.test(id)),
    )
    expect(heavy).toEqual([])
  })

  it('keeps every page out of the entry chunk (each page is its own lazy chunk)', () => {
    const entryFiles = firstLoad(build.outDir, manifest).files.map((f) => f.file)
    const pagesInEntry = entryFiles.flatMap((file) => (build.modules[file] ?? []).map((m) => m.id).filter((id) => /\/src\/pages\/[^/]+\/page\.tsx$/.test(id)))
    expect(pagesInEntry).toEqual([])
  })
})
