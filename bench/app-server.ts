import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../src/server/testing/listen.ts'

export interface RunningApp {
  readonly appOrigin: string
  readonly authOrigin: string
  /** The server's process id, to read its memory. */
  readonly pid: number
  /** What the server has printed so far (its start banner says what the data file provisioned). */
  output(): string
  /** How the process ended (its exit code, or the signal that ended it); undefined while it runs. */
  ended(): number | NodeJS.Signals | undefined
  stop(): Promise<void>
}

/**
 * The reference server (`src/server/main.ts`, as `npm start` runs it) serving
 * the built dist/, on free ports with a throw-away database and the demo seed.
 * Development mode, so a demo account signs in with any password.
 */
export interface StartAppOptions {
  /** A data file to provision from (ADOPTIONS_DATA) instead of the demo seed. */
  readonly dataFile?: string
  /** Further environment, e.g. limits. */
  readonly env?: Readonly<Record<string, string>>
  /** How long provisioning and start may take (default 30 s; generating 100,000 titles takes longer). */
  readonly startTimeoutMs?: number
  /** Fixed ports (a server restarted where a browser expects it); free ones by default. */
  readonly port?: number
  readonly authPort?: number
  /** A file the server's stdout (its log) goes to, appended, instead of output(): a log written as in production, not held in memory here. */
  readonly stdoutFile?: string
}

export async function startApp(root: string, options: StartAppOptions = {}): Promise<RunningApp> {
  const main = join(root, 'src/server/main.ts')
  if (!existsSync(main)) throw new Error('src/server/main.ts does not exist yet')
  const [port, authPort] = [options.port ?? (await freePort()), options.authPort ?? (await freePort())]
  const dataDir = mkdtempSync(join(tmpdir(), 'adoptions-bench-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    AUTH_PORT: String(authPort),
    DATABASE_PATH: join(dataDir, 'bench.sqlite'),
    NODE_ENV: 'development',
  }
  delete env['ADOPTIONS_DATA']
  if (options.dataFile !== undefined) env['ADOPTIONS_DATA'] = options.dataFile
  Object.assign(env, options.env)
  const stdoutFd = options.stdoutFile === undefined ? undefined : openSync(options.stdoutFile, 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', main], { cwd: root, env, stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'] })
  // The child holds its own copy of the descriptor.
  if (stdoutFd !== undefined) closeSync(stdoutFd)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const appOrigin = `http://localhost:${port}`
  const stop = async () => {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHttp(`${appOrigin}/healthz`, child, () => output, options.startTimeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  const ended = () => child.exitCode ?? child.signalCode ?? undefined
  return { appOrigin, authOrigin: `http://localhost:${authPort}`, pid: child.pid ?? 0, output: () => output, ended, stop }
}

export async function waitForHttp(url: string, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}: ${lastLines(output())}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s: ${lastLines(output())}`)
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-5).join(' | ') || '(no output)'
}
