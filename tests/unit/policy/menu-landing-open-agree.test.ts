import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compileWorkingTree } from '../../../scripts/policy/semantics/compile-sources.ts'
import { loadTables } from '../../../scripts/policy/semantics/tables/load-tables.ts'
import { readTableSources } from '../../../scripts/policy/semantics/tables/read-table-sources.ts'
import { buildAbility } from '../../../src/policy/ability.ts'
import { decideLanding } from '../../../src/policy/landing.ts'
import { flattenMenu, resolveMenu } from '../../../src/policy/menu.ts'
import { canOpen, pagesYouCanOpen } from '../../../src/policy/pages-you-can-open.ts'

// Issue 50: the app must never contradict itself. For every persona of the shipped
// policy's table tests (policy/tests/*.yaml), the menu offers exactly the pages
// "Pages you can open" lists, every one of them opens, and the landing page opens
// too, or is the unauthorized page exactly when nothing does.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const compiled = compileWorkingTree(root)
if ('error' in compiled) throw new Error(compiled.error)
const { policy } = compiled
const tables = loadTables(policy, readTableSources(root))

describe('menu, landing and "Pages you can open" agree for every table-test persona', () => {
  it('the tables define personas', () => {
    expect(tables.errors).toEqual([])
    expect(tables.personas.size).toBeGreaterThan(20)
  })

  for (const [persona, facts] of tables.personas) {
    if (!facts.user) continue // signed out: no menu, no landing, no pages
    it(persona, () => {
      const ability = buildAbility(policy, facts)
      const menu = resolveMenu(policy, facts)
      const shown = flattenMenu(menu).map((entry) => entry.path)
      const open = flattenMenu(pagesYouCanOpen(policy, menu, ability)).map((entry) => entry.path)
      expect(
        shown.filter((path) => !canOpen(policy, ability, path)),
        `${persona}: menu items whose page refuses`,
      ).toEqual([])
      expect(open, `${persona}: "Pages you can open" against the menu`).toEqual(shown)
      const landing = decideLanding(policy, facts, menu)
      if (landing.path === policy.landing.fallback) expect(open, `${persona} lands on ${landing.path} while pages open`).toEqual([])
      else expect(canOpen(policy, ability, landing.path), `${persona} lands on ${landing.path}, which refuses`).toBe(true)
    })
  }
})
