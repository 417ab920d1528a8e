import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TableSource } from './load-tables.ts'

/** Every policy/tests/*.yaml under `root`, in name order. */
export function readTableSources(root: string): TableSource[] {
  const dir = join(root, 'policy', 'tests')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .map((name) => ({ file: `policy/tests/${name}`, text: readFileSync(join(dir, name), 'utf8') }))
}
