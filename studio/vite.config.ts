import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// The policy studio's own build (`npm run studio` runs it). The app's vite.config.ts
// never sees this folder, so CodeMirror and the compiler stay out of the app's bundle
// (tests/budgets checks that).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), noNodeBuiltins()],
  resolve: {
    // The compiler's one Node import, createHash for the policy hash, has a browser twin.
    alias: { 'node:crypto': fileURLToPath(new URL('./src/analysis/node-crypto-browser.ts', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4096 },
})

/**
 * Vite would replace any other Node builtin the compiler imports with an empty
 * stub, and the page would fail at its first compile: fail the build instead.
 */
function noNodeBuiltins(): Plugin {
  return {
    name: 'studio-no-node-builtins',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id.startsWith('node:')) this.error(`${importer ?? 'the studio'} imports ${id}, which the page cannot run: the compiler must stay browser-safe`)
      return null
    },
  }
}
