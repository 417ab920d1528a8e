import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const repoRoot = resolve(import.meta.dirname, '../../..')

export interface RunningStudio {
  /** The printed URL, token included. */
  readonly url: string
  /** The throw-away project the studio edits: a copy of policy/ and src/generated/, committed to its own git repository. */
  readonly root: string
  stop(): Promise<void>
}

/** A copy of the shipped policy in its own git repository, so the change review has a HEAD to compare with. */
export function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'studio-e2e-'))
  cpSync(join(repoRoot, 'policy'), join(root, 'policy'), { recursive: true })
  cpSync(join(repoRoot, 'src', 'generated'), join(root, 'src', 'generated'), { recursive: true })
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' })
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.email=studio@example.com', '-c', 'user.name=studio', 'commit', '-qm', 'seed')
  return root
}

/** Starts `npm run studio -- --root <copy> --port 0 [more]` and waits for the URL it prints. */
export async function startStudio(root = copyProject(), more: readonly string[] = []): Promise<RunningStudio> {
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/studio/main.ts', '--root', root, '--port', '0', ...more], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await printedUrl(child)
  return {
    url,
    root,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
      rmSync(root, { recursive: true, force: true })
    },
  }
}

function printedUrl(child: ChildProcess): Promise<string> {
  return new Promise((found, failed) => {
    let output = ''
    const timer = setTimeout(() => failed(new Error(`the studio printed no URL within 60 s:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /open (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        found(match[1])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      failed(new Error(`the studio exited (${code}) before printing its URL:\n${output}`))
    })
  })
}
