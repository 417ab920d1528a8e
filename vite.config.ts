import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressPlugin } from './scripts/build/precompress-plugin.ts'
import { bootPreloadPlugin } from './scripts/policy/vite-boot-preload-plugin.ts'
import { policyPlugin } from './scripts/policy/vite-plugin.ts'

const shellStack = new RegExp(
  String.raw`node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|query-core|react-query|store|react-store)` +
    String.raw`|@trpc|superjson|@casl|copy-anything|is-what)[\\/]`,
)

// The UI kit's small parts (dialogs, fields, empty states, the timeline) as one chunk the list pages
// share: split by which page uses which, each came as a chunk of its own, a few hundred bytes apiece
// and a request each. The toast is left out: the app shell renders it, so it is in the first load.
const uiKit =
  /src[\\/]components[\\/]ui[\\/](dialog|note-dialog|empty-state|timeline|debounced-input|form-field|controls|status-badge|action-button|invalid-filters)\.tsx$/

// The lists' export (buttons, CSV and TSV) with their filter fields, as every list page loads them together:
// the upload's page saves its error rows with the same CSV code, and left alone Rolldown split that into
// a chunk of its own, one more request and gzip stream for every list page (issue 29).
// The lists' URL state (use-list-state, its problem sentences) too: the Reports page (issue 31) shares the
// table without them, and left alone Rolldown split them off the table's chunk, two more gzip streams
// (0.2 KB) for the booklist page.
const listTools = new RegExp(
  String.raw`src[\\/](components[\\/]ui[\\/](csv-export|list-export)\.ts|components[\\/]ui[\\/](list-export-buttons|filter-panel)\.tsx` +
    String.raw`|app[\\/]lists[\\/](list-filter-fields\.tsx|use-list-state\.ts|problem-messages\.ts))$`,
)

// zod with the shared write and list contracts every form page reads: the analytics page (issue 30)
// reads zod without them, and left alone Rolldown gave zod a chunk of its own, one more gzip stream
// (0.3 KB) for every page that has a form.
const schemas = /(node_modules[\\/]zod[\\/]|src[\\/](contracts[\\/](record-change|list-query)\.ts|components[\\/]ui[\\/]field-errors\.ts)$)/

// @trpc/client's package.json does not say it is free of side effects, so Rolldown kept every link
// its index re-exports (the WebSocket link among them, 0.9 KB gzip of the first load) though the app
// imports only createTRPCClient, httpBatchLink and TRPCClientError. Its modules only define things.
const sideEffectFree = [{ test: /node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }]

export default defineConfig({
  // The tRPC client keeps fetch's default credentials ('same-origin'); the preload must match it.
  plugins: [policyPlugin(), bootPreloadPlugin({ credentials: 'same-origin' }), react(), precompressPlugin()],
  // The manifest maps each page to its chunk: the browser tests use it to prove a denied page's chunk is never fetched.
  build: {
    manifest: true,
    // Every browser we support but Safari 16 preloads modules itself (<link rel="modulepreload">);
    // the polyfill cost every first load about 0.5 KB gzip so that one would too. Without it, a
    // browser that ignores the links fetches each module when it is imported: slower, still correct.
    modulePreload: { polyfill: false },
    // The design card's fixed stack, which the first page always needs, as one chunk ("shell"): left
    // alone, Rolldown splits it by which pages share which parts, and the first load paid for twelve
    // small gzip streams (142.6 KB) where seven do (138.7 KB). It changes only with a dependency, so
    // it also stays cached across deployments. Table library, CSV parsing and zod stay out (pages).
    // checks.bundlerTimings off: Rolldown's [PLUGIN_TIMINGS] block named the Zopfli precompression
    // (scripts/build/precompress-plugin.ts) on every build; that time is spent on purpose, and the
    // block read like a warning to anyone running `npm start`.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      treeshake: { moduleSideEffects: sideEffectFree },
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: shellStack },
            { name: 'kit', test: uiKit, includeDependenciesRecursively: false },
            { name: 'list-tools', test: listTools, includeDependenciesRecursively: false },
            { name: 'schemas', test: schemas, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // `npm run dev` puts Vite in front of the reference server, which answers /trpc on PORT.
  server: { proxy: { '/trpc': `http://localhost:${process.env['PORT'] ?? 3000}` } },
})
