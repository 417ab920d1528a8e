// Lint is kept small on purpose (epic-stack): type-aware basics, React hooks,
// and the boundaries that keep the pipeline one-way. Formatting is not lint's job.
import { existsSync, readdirSync } from 'node:fs'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The folders right under `dir`: each page and each feature gets its own zone.
const foldersIn = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const pages = foldersIn(new URL('./src/pages', import.meta.url))
const features = foldersIn(new URL('./src/features', import.meta.url))
const serverFeatures = foldersIn(new URL('./src/server/features', import.meta.url))
// A record's description (its fields for the rules, its columns in SQL, its kind for the write path): `<feature>/<record>-record.ts`.
const recordFiles = serverFeatures.flatMap((feature) =>
  readdirSync(new URL(`./src/server/features/${feature}`, import.meta.url))
    .filter((name) => name.endsWith('-record.ts'))
    .map((name) => `./${feature}/${name}`),
)

// The one-way arrows of the pipeline (see README, "How the folders fit together").
const boundaries = [
  { target: './src', from: './scripts', message: 'The app never imports the compiler; it reads src/generated/ instead.' },
  { target: './src/policy', from: ['./src/app', './src/pages', './src/server'], message: 'The policy runtime is pure and knows nothing of the app or server.' },
  { target: './src/server', from: ['./src/app', './src/pages'], message: 'The server does not import browser code.' },
  {
    target: ['./src/app', './src/pages', './src/server', './src/policy'],
    from: './src/generated/policy-sources.gen.ts',
    message: 'Source positions and descriptions are for the tools (scripts/policy/generated-policy.ts); the app and server read the lean policy.gen.ts.',
  },
  {
    target: ['./src/app', './src/pages', './src/policy', './src/components'],
    from: './src/server',
    except: ['./trpc/router.ts'],
    message: 'The browser only imports the server router type.',
  },
  {
    target: './src/contracts',
    from: ['./src', './scripts', './tests'],
    except: ['./contracts', './generated'],
    message: 'Contracts are shared by server and browser: they import only zod and src/generated.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/pages', './src/features'],
    // Its tests share the DOM test setup (jest-dom matchers, cleanup) with the app's.
    except: ['./testing/dom-test-setup.ts'],
    message: 'The UI kit knows no feature, page or app shell; they import it.',
  },
  { target: './src/features', from: './src/pages', message: 'Features are composed by pages, never the other way round.' },
  { target: ['./src', './scripts'], from: './studio', message: 'The policy studio is its own build; the app and the compiler never import it.' },
  ...pages.map((page) => ({
    target: `./src/pages/${page}`,
    from: './src/pages',
    except: [`./${page}`],
    message: 'Pages never import each other; share through src/app.',
  })),
  // A feature that needs another's code would tie their releases together; what both need is shared instead.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; share through src/components/ui, src/contracts or src/app.',
  })),
  // The same on the server: a feature's repositories and router import the db layer, the write path and contracts, and of
  // another feature only its records (*-record.ts, what the rules and SQL read); a read two features need moves down to src/server/db.
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [`./${feature}`, ...recordFiles],
    message: 'Server features never import each other’s repositories or routers; import its *-record.ts, or move the shared read down to src/server/db.',
  })),
]
// A number's toLocaleString() builds an Intl.NumberFormat on every call (about 20 ms each on a phone's CPU, issue 61).
// Date's toLocaleString (its own object) is left alone: the rule cannot tell them apart by types, so dates name the call's receiver `new Date(…)`.
const numberToLocaleString = {
  selector: "CallExpression[callee.property.name='toLocaleString'][arguments.length=0]:not([callee.object.type='NewExpression'])",
  message: 'Use formatNumber (src/contracts/counts.ts, or src/app/format/count.ts): it keeps one Intl.NumberFormat instead of building one per call.',
}
// Tests beside the code may use the shared factories in tests/; the code itself may not.
const productionOnlyZone = { target: './src', from: './tests', message: 'Production code never imports test code.' }

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-kit/**',
      'studio/dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'bench/results.json',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // import-x reads .ts/.tsx modules only when told to; no-cycle needs the import graph.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, productionOnlyZone] }],
      // A cycle makes module order matter and hides which side owns a concept (type-only imports excepted).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/|$)|\\.{1,2}/)', message: 'Contracts import only zod (and src/generated, by relative path).' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react/*', '@tanstack/react-*', '@casl/react'], message: 'The compiler never imports React.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/**'],
    rules: { 'no-restricted-syntax': ['error', numberToLocaleString] },
  },
  {
    // One look (issue 52): a screen renders the kit's controls (src/components/ui/), never a native one it would style itself.
    files: ['src/features/**/*.tsx', 'src/pages/**/*.tsx', 'src/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        numberToLocaleString,
        {
          selector: 'JSXOpeningElement[name.name=/^(button|input|select|textarea)$/]',
          message:
            'Use the kit’s control (Button, Input, Select, TextArea, Checkbox, Radio, MoneyInput or a *Field from src/components/ui/), not a native one.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', 'src/**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // Generated files are checked by tsc and by `policy build --check`; lint rules are for hand-written code.
    files: ['src/generated/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
)
