import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The kit page (src/kit/): every control of src/components/ui/ in every state, on its own,
 * without a server or a policy. `npm run kit` serves it while you work on the kit; the visual
 * tests (tests/e2e/visual.spec.ts) build it with this config and compare screenshots of it.
 * It is never part of the product's build (vite.config.ts has one entry, index.html).
 */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist-kit', emptyOutDir: true, rolldownOptions: { input: 'kit.html' } },
  server: { open: '/kit.html' },
  preview: { open: false },
})
