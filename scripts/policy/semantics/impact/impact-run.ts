import { parseArgs } from 'node:util'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import type { AppDb } from '../../../../src/server/db/schema.ts'
import { openReadOnly } from '../../../../src/server/db/open-read-only.ts'
import { loadPolicySources } from '../../load.ts'
import { compileSources } from '../compile-sources.ts'
import { sourcesAtRevision } from '../diff/sources-at-revision.ts'
import { chooseRoot, rootOption } from '../root-option.ts'
import { takeDatabaseOption } from './database-option.ts'

export interface ImpactRun {
  readonly db: AppDb
  readonly location: string
  readonly base: PolicyWithSources
  readonly candidate: PolicyWithSources
  readonly against: string
  readonly last: number
}

/**
 * What `policy impact` and `policy replay` share: the options, the base policy
 * (at --against, HEAD by default) and the candidate (the working tree), both
 * compiled in memory, and the database opened read-only. Runs `work`, closes
 * the database and returns the exit code: 0, 1 when the flips exceed
 * --max-flips, 2 for bad usage or a database or policy that cannot be read.
 */
export async function runImpact(
  name: 'impact' | 'replay',
  args: readonly string[],
  root: string,
  work: (run: ImpactRun) => Promise<{ readonly flips: number; readonly text: string; readonly json: unknown }>,
): Promise<number> {
  const fail = (message: string) => {
    process.stderr.write(`policy ${name}: ${message}\n`)
    return 2
  }
  const database = takeDatabaseOption(args, process.env, process.cwd())
  if ('error' in database) return fail(database.error)
  let values
  try {
    values = parseArgs({
      args: [...database.rest],
      options: {
        against: { type: 'string', default: 'HEAD' },
        format: { type: 'string', default: 'text' },
        'max-flips': { type: 'string' },
        last: { type: 'string', default: '10000' },
        ...rootOption,
      },
    }).values
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  if (!database.target) {
    return fail(
      'no database: give --database (the server’s DATABASE_URL or DATABASE_PATH), --database PATH or --database postgres://…; without one, `policy diff` compares the test personas',
    )
  }
  if (values.format !== 'text' && values.format !== 'json') return fail(`--format is text or json, not "${values.format}"`)
  const maxFlips = values['max-flips'] === undefined ? undefined : wholeNumber(values['max-flips'])
  if (maxFlips === null) return fail(`--max-flips must be a whole number, not "${values['max-flips']}"`)
  const last = wholeNumber(values.last)
  if (last === null || last === 0) return fail(`--last must be a positive whole number, not "${values.last}"`)
  const projectRoot = chooseRoot(values.root, root)
  const candidate = compileSources(loadPolicySources(projectRoot))
  if ('error' in candidate) return fail(`working tree: ${candidate.error}`)
  const atRev = sourcesAtRevision(projectRoot, values.against)
  if ('error' in atRev) return fail(atRev.error)
  const base = compileSources(atRev.sources)
  if ('error' in base) return fail(`${values.against}: ${base.error}`)
  const opened = await openReadOnly(database.target)
  if (!opened.ok) return fail(opened.error)
  try {
    const result = await work({
      db: opened.db,
      location: opened.location,
      base: base.policy,
      candidate: candidate.policy,
      against: values.against,
      last,
    })
    process.stdout.write(values.format === 'json' ? `${JSON.stringify(result.json, null, 2)}\n` : result.text)
    if (maxFlips !== undefined && result.flips > maxFlips) {
      process.stderr.write(`policy ${name}: ${result.flips} ${result.flips === 1 ? 'flip exceeds' : 'flips exceed'} --max-flips ${maxFlips}\n`)
      return 1
    }
    return 0
  } catch (error) {
    return fail(`reading ${opened.location}: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await opened.close()
  }
}

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null
}
