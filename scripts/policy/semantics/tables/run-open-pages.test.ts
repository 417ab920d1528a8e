import { describe, expect, it } from 'vitest'
import { repoRoot, seedWith } from '../test-policy.ts'
import { loadTables, type TableSource } from './load-tables.ts'
import { readTableSources } from './read-table-sources.ts'
import { runRow } from './run-row.ts'

const policy = seedWith()
const table = (text: string): TableSource[] => [{ file: 'policy/tests/t.yaml', text }]
const kaiRow = (changed = policy) => {
  const row = loadTables(changed, readTableSources(repoRoot)).rows.find((candidate) => candidate.persona === 'kai')
  if (!row) throw new Error('the suite lost its kai row')
  return row
}

describe('the "open" row kind (pages you can open)', () => {
  it('is written like a menu, and a bad entry names its place', () => {
    const tables = loadTables(policy, table('personas: { a: {} }\nrows:\n  - { persona: a, open: [{ Search: [], Reports: [] }] }\n'))
    expect(tables.errors).toEqual(['policy/tests/t.yaml: $.rows.0.open.0: a menu item with children is a map with exactly one title'])
  })

  it('passes on the shipped suite for the drift persona', () => {
    expect(runRow(policy, kaiRow()).failures).toEqual([])
  })

  it('fails when a page opens that the row does not list, naming the path and the rule that decided', () => {
    // Without its check (in the route and in the menu item), /requests opens for kai: the list gains Requests.
    const changed = seedWith({
      menu: [['        - check: hasRequestsPageAccess\n    children:', '    children:']],
      routes: [
        [
          '    page: requests\n    pageRoute: true\n    access:\n      flag: order-approvals-page\n      check: hasRequestsPageAccess\n',
          '    page: requests\n    pageRoute: true\n    access:\n      flag: order-approvals-page\n',
        ],
      ],
    })
    const failures = runRow(changed, kaiRow(changed)).failures
    const open = failures.find((failure) => failure.startsWith('pages you can open of kai differ'))
    expect(open?.split('\n').slice(0, 4)).toEqual([
      'pages you can open of kai differ',
      '  expected: Search /search, Reports /reports',
      '  actual:   Search /search, Requests /requests, Reports /reports',
      '  gained Requests: /requests is allow, decided by: menu items at /requests: requests passes (policy/menu.yaml:92)',
    ])
  })
})
