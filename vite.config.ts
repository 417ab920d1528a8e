import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootPreloadPlugin } from './scripts/policy/vite-boot-preload-plugin.ts'
import { policyPlugin } from './scripts/policy/vite-plugin.ts'

const shellStack = /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|query-core|react-query|store|react-store)|@trpc|superjson|@casl|copy-anything|is-what)[\\/]/

export default defineConfig({
  // The tRPC client keeps fetch's default credentials ('same-origin'); the preload must match it.
  plugins: [policyPlugin(), bootPreloadPlugin({ credentials: 'same-origin' }), react()],
  // The manifest maps each page to its chunk: the browser tests use it to prove a denied page's chunk is never fetched.
  build: {
    manifest: true,
    // The design card's fixed stack, which the first page always needs, as one chunk ("shell"): left
    // alone, Rolldown splits it by which pages share which parts, and the first load paid for twelve
    // small gzip streams (142.6 KB) where seven do (138.7 KB). It changes only with a dependency, so
    // it also stays cached across deployments. Table library, CSV parsing and zod stay out (pages).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: shellStack }] } } },
  },
  // `npm run dev` puts Vite in front of the reference server, which answers /trpc on PORT.
  server: { proxy: { '/trpc': `http://localhost:${process.env['PORT'] ?? 3000}` } },
})
