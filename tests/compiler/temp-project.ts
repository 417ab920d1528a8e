import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './fixture-sources.ts'

/** A throwaway project holding a copy of the shipped policy/*.yaml, for running the CLI against. */
export function tempProject(): { root: string; edit(file: string, from: string, to: string): void; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'policy-cli-'))
  mkdirSync(join(root, 'policy'))
  // Only the documents: generated schemas and policy tests are not part of the input.
  for (const file of readdirSync(join(repoRoot, 'policy')).filter((name) => name.endsWith('.yaml'))) {
    cpSync(join(repoRoot, 'policy', file), join(root, 'policy', file))
  }
  cpSync(join(repoRoot, 'policy', 'resources'), join(root, 'policy', 'resources'), { recursive: true })
  return {
    root,
    edit(file, from, to) {
      const path = join(root, file)
      const text = readFileSync(path, 'utf8')
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`)
      writeFileSync(path, text.replace(from, to))
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

/**
 * `scripts/policy/cli.ts <args>` from the repository under tsx, as `npm run policy` runs it: `node --import tsx`,
 * the loader the tsx binary uses, without npx's start-up or the second node process the binary starts.
 */
export function runCli(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/policy/cli.ts', ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}
