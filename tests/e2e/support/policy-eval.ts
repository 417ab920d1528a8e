import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { repoRoot, scratchDir } from './env.ts'
import type { EvalMenuEntry, EvalResult } from '../../../scripts/policy/semantics/eval-result.ts'
import type { NavigationOutcome } from '../../../src/policy/index.ts'
import type { Persona } from './personas.ts'

// The shapes `npm run --silent policy -- eval` prints (issue 3, section 2), from the command itself.
export type { EvalResult }
export type Outcome = NavigationOutcome
export type MenuItem = EvalMenuEntry

/**
 * Runs the policy CLI for one persona's facts, exactly as a product owner
 * would, so the browser is compared with the compiled policy and not with a
 * copy of its rules inside the tests.
 */
export function policyEval(persona: Persona, paths: readonly string[]): EvalResult {
  mkdirSync(scratchDir, { recursive: true })
  // Several spec files ask about the same persona; one CLI run per question and
  // test run is enough (E2E_RUN_ID is set once per run by playwright.config.ts).
  const key = createHash('sha256')
    .update(JSON.stringify([process.env['E2E_RUN_ID'] ?? String(process.pid), persona.facts, paths]))
    .digest('hex')
    .slice(0, 16)
  const cached = resolve(scratchDir, `${persona.key}.${key}.eval.json`)
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as EvalResult
  const result = runEval(persona, paths, key)
  // Through a rename, so another worker never reads a half-written file.
  writeFileSync(`${cached}.${process.pid}`, JSON.stringify(result))
  renameSync(`${cached}.${process.pid}`, cached)
  return result
}

function runEval(persona: Persona, paths: readonly string[], key: string): EvalResult {
  const factsFile = resolve(scratchDir, `${persona.key}.${key}.${process.pid}.facts.json`)
  writeFileSync(factsFile, JSON.stringify(persona.facts, null, 2))
  const args = ['run', '--silent', 'policy', '--', 'eval', '--facts', factsFile, ...paths.flatMap((path) => ['--path', path])]
  const run = spawnSync('npm', args, { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 })
  const command = `npm ${args.join(' ')}`
  if (run.error) throw new Error(`persona ${persona.key}: could not run \`${command}\`: ${run.error.message}`)
  if (run.status !== 0) {
    throw new Error(`persona ${persona.key}: \`${command}\` exited with ${run.status}:\n${run.stderr}${run.stdout}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(run.stdout)
  } catch {
    throw new Error(`persona ${persona.key}: \`${command}\` did not print JSON:\n${run.stdout.slice(0, 2000)}`)
  }
  return checkResult(parsed, persona, paths)
}

function checkResult(value: unknown, persona: Persona, paths: readonly string[]): EvalResult {
  const problem = (what: string): Error => new Error(`persona ${persona.key}: policy eval printed ${what}: ${JSON.stringify(value).slice(0, 500)}`)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw problem('something other than one result object')
  const result = value as Partial<EvalResult>
  if (typeof result.landing !== 'string') throw problem('no "landing" string')
  if (!Array.isArray(result.menu)) throw problem('no "menu" list')
  if (typeof result.paths !== 'object' || result.paths === null) throw problem('no "paths" object')
  for (const path of paths) {
    const outcome = result.paths[path]
    if (!outcome || !['allow', 'redirect', 'unauthorized', 'not-found'].includes(outcome.result)) {
      throw problem(`no valid outcome for ${path}`)
    }
    if (outcome.result === 'redirect' && typeof outcome.to !== 'string') throw problem(`a redirect without "to" for ${path}`)
  }
  return result as EvalResult
}

export function describeOutcome(outcome: Outcome): string {
  return outcome.result === 'redirect' ? `redirect to ${outcome.to}` : outcome.result
}
