import { describe, expect, it } from 'vitest'
import { policy } from '../../src/generated/policy.gen.ts'
import { evaluatePolicy, validateFacts } from '../../src/policy/index.ts'
import { institution, persona, tablePersona } from '../factories/index.ts'

describe('policy fact factories', () => {
  it('build valid facts with nested overrides merged', () => {
    const facts = persona({ flags: { dashboards: true }, institution: { booklist_config: { region: 'gb' } } })
    expect(validateFacts(policy, facts).errors).toEqual([])
    expect(facts.institution.booklist_config).toEqual({ region: 'gb', institution_id: 'inst-1' })
    expect(institution().approval_config).toBeNull()
  })

  it('expose the table-test personas by name', () => {
    const view = evaluatePolicy(policy, tablePersona('gb-reports-admin'))
    expect(view.menu.map((entry) => entry.title)).toEqual(['Reports'])
    expect(() => tablePersona('nobody-at-all')).toThrow('policy/tests has no persona "nobody-at-all"')
  })
})
