// `npm run dev`: the reference server (/trpc and the sign-in service) and Vite with hot reload in
// front of it, as one command. Vite proxies /trpc to the server (vite.config.ts); the sign-in
// service accepts http://localhost:5173 as a return address outside production. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process'

const node = process.execPath
const children: ChildProcess[] = [
  spawn(node, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn(node, ['node_modules/vite/bin/vite.js', ...process.argv.slice(2)], { stdio: 'inherit' }),
]

let stopping = false
function stopAll(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}

for (const child of children) {
  // When either side stops (a crash, or a data-file error at start), the other is no use alone.
  child.on('exit', (code) => stopAll(code ?? 1))
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
