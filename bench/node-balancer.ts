import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { stopChild } from './app-server.ts'

/** The round-robin Node proxy (bench/node-balancer-process.mjs) on `port`, in its own process, until stopped. */
export async function startNodeBalancer(port: number, backends: readonly string[]): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'node-balancer-process.mjs')], {
    env: { ...process.env, PORT: String(port), BACKENDS: JSON.stringify(backends) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`the Node proxy exited with code ${code}`)))
  })
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) }
}
