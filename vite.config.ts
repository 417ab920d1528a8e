import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootPreloadPlugin } from './scripts/policy/vite-boot-preload-plugin.ts'
import { policyPlugin } from './scripts/policy/vite-plugin.ts'

export default defineConfig({
  // The tRPC client keeps fetch's default credentials ('same-origin'); the preload must match it.
  plugins: [policyPlugin(), bootPreloadPlugin({ credentials: 'same-origin' }), react()],
  // The manifest maps each page to its chunk: the browser tests use it to prove a denied page's chunk is never fetched.
  build: { manifest: true },
  // `npm run dev` puts Vite in front of the reference server, which answers /trpc on PORT.
  server: { proxy: { '/trpc': `http://localhost:${process.env['PORT'] ?? 3000}` } },
})
