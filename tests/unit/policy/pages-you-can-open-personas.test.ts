import { expect, it } from 'vitest'
import type { Facts } from '../../../src/policy/index.ts'
import { personaFacts } from '../../../src/server/data/persona-facts.ts'
import { demoData } from '../../../src/server/testing/seed.ts'
import { personaByKey } from '../../e2e/support/personas.ts'
import { tablePersonas } from '../../factories/table-personas.ts'

// policy/tests/pages-you-can-open.yaml writes out the facts of the demo accounts and of the
// browser tests' drift persona; here they are held to their sources, so the table cannot
// describe people who no longer exist. A name left out of a map means false, as everywhere.
const normal = (facts: Facts | undefined) =>
  facts && {
    flags: Object.keys(facts.flags)
      .filter((name) => facts.flags[name] === true)
      .sort(),
    permissions: Object.keys(facts.permissions)
      .filter((name) => facts.permissions[name] === true)
      .sort(),
    institution: facts.institution,
  }

const table = tablePersonas()
const demo = demoData()
const enabledDemoUsers = demo.users.filter((user) => !user.disabled)

it('has a table persona for every enabled demo account, with the same facts', () => {
  expect(enabledDemoUsers.length).toBeGreaterThan(5)
  for (const user of enabledDemoUsers) {
    const key = user.email.split('@')[0] ?? user.email
    expect(normal(table.get(key)), `table persona ${key} (${user.email})`).toEqual(normal(personaFacts(demo, user.email)))
  }
})

it('has the browser tests’ drift persona kai with the same facts', () => {
  expect(normal(table.get('kai'))).toEqual(normal(personaByKey('kai').facts as Facts))
})
