import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { permissionNames } from '../../../../src/generated/policy-names.gen.ts'
import { flattenMenu, resolveMenu } from '../../../../src/policy/menu.ts'
import type { Facts } from '../../../../src/policy/facts.ts'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { decideNavigation } from '../../../../src/policy/navigation-decision.ts'
import { recordScope } from '../../../../src/policy/record-scope.ts'
import { recordScopeText } from '../../../../src/policy/record-scope-text.ts'
import { replaceData } from '../../../../src/server/data/replace-data.ts'
import { institutionFlags } from '../../../../src/server/db/institutions-repo.ts'
import { fixtureInstitution } from '../../../../src/server/testing/fixture-institution.ts'
import { parseOrThrow } from '../../../../src/server/testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../../../src/server/testing/test-databases.ts'
import { seeded } from '../../../../tests/factories/records.ts'
import { loadPolicySources } from '../../load.ts'
import type { PolicySource, PolicySources } from '../../pipeline.ts'
import { compileSources } from '../compile-sources.ts'
import { staffImpact } from './staff-impact.ts'

const root = fileURLToPath(new URL('../../../../', import.meta.url))

/** The repository's policy, and the same with one edit to one of its files. */
function compiled(edit?: { readonly file: string; readonly from: string; readonly to: string }): PolicyWithSources {
  const sources = loadPolicySources(root)
  const apply = (source: PolicySource): PolicySource => {
    if (!edit || source.file !== edit.file) return source
    expect(source.text, `${edit.file} holds the text the test edits`).toContain(edit.from)
    return { ...source, text: source.text.replace(edit.from, edit.to) }
  }
  const edited = Object.fromEntries(
    Object.entries(sources).map(([name, source]) => [
      name,
      source === undefined ? source : Array.isArray(source) ? source.map(apply) : apply(source as PolicySource),
    ]),
  )
  const result = compileSources(edited as unknown as PolicySources)
  if ('error' in result) throw new Error(result.error)
  return result.policy
}

/** Two institutions (one without the Reports page's flag) of staff with random permissions, and a disabled one. */
function generatedData(seed: number): string {
  const random = seeded(seed)
  const grants = () => Object.fromEntries(permissionNames.filter(() => random() < 0.4).map((name) => [name, true]))
  const users = [
    ...Array.from({ length: 14 }, (_, i) => ({ email: `p${i}@testville.example`, institution: 'testville', permissions: grants() })),
    ...Array.from({ length: 6 }, (_, i) => ({ email: `q${i}@otherton.example`, institution: 'otherton', permissions: grants() })),
    { email: 'gone@testville.example', institution: 'testville', disabled: true, permissions: { 'counterReport:view': true } },
  ]
  return `institutions:${fixtureInstitution('testville', { flags: { 'report-page': true } })}${fixtureInstitution('otherton', { flags: { 'report-page': false } })}\nusers:\n${users.map((user) => `  - ${JSON.stringify(user)}`).join('\n')}\n`
}

/** What one person can do, each part asked by its own primitive: the navigation decision per route, the resolved menu, each record scope. */
function bruteForce(policy: PolicyWithSources, facts: Facts): Map<string, string> {
  const found = new Map<string, string>()
  for (const route of policy.routes) {
    if (route.aliasOf !== undefined || route.access.kind === 'public' || route.path === '/' || route.path === policy.constants.fallbackRoute) continue
    if (decideNavigation(policy, facts, route.path).outcome.result === 'allow') found.set(`page ${route.path}`, '')
  }
  for (const item of flattenMenu(resolveMenu(policy, facts))) found.set(`menu ${item.id}`, '')
  for (const type of policy.records)
    for (const action of type.actions) {
      const scope = recordScope(policy, facts, action.name, type.name)
      if (scope.kind !== 'never') found.set(`action ${action.name} ${type.name}`, recordScopeText(policy, type.name, scope))
    }
  return found
}

describe.each(testDatabases())('the impact on real staff, on %s', (kind) => {
  let temp: TestDatabase
  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    await replaceData(temp.db, parseOrThrow(generatedData(kind === 'sqlite' ? 59 : 95), 'impact.yaml'))
  })
  afterEach(() => temp.dispose())

  it("counts, per institution, exactly who gains and loses each page, menu item and action's scope, as a brute-force evaluation of every staff member does", async () => {
    const base = compiled()
    // The Reports item asks for permissions:manage instead of counterReport:view.
    const candidate = compiled({
      file: 'policy/menu.yaml',
      from: '        - permission: counterReport:view\n        - check: hasReportsPageAccess',
      to: '        - permission: permissions:manage\n        - check: hasReportsPageAccess',
    })
    const impact = await staffImpact(temp.db, base, candidate)
    expect(impact.staffCount).toBe(20)

    const users = await temp.db.selectFrom('users').select(['id', 'email', 'institution_id', 'disabled']).orderBy('email').execute()
    const grants = await temp.db.selectFrom('user_permissions').select(['user_id', 'permission', 'granted']).execute()
    let changed = 0
    for (const institution of impact.institutions) {
      const row = await temp.db.selectFrom('institutions').select('config').where('id', '=', institution.id).executeTakeFirstOrThrow()
      const flags = await institutionFlags(temp.db, institution.id)
      const expected = new Map<string, string[]>()
      for (const user of users.filter((u) => u.institution_id === institution.id && u.disabled === 0)) {
        const permissions = Object.fromEntries(grants.filter((g) => g.user_id === user.id && g.granted === 1).map((g) => [g.permission, true]))
        const facts: Facts = {
          flags,
          permissions,
          institution: JSON.parse(row.config) as Record<string, unknown>,
          user: { id: user.id, institutionId: institution.id },
        }
        const before = bruteForce(base, facts)
        const after = bruteForce(candidate, facts)
        const add = (key: string) => expected.set(key, [...(expected.get(key) ?? []), user.email])
        for (const [key, scope] of after)
          if (!before.has(key)) add(`${key} gains`)
          else if (before.get(key) !== scope) add(`${key} scope`)
        for (const key of before.keys()) if (!after.has(key)) add(`${key} loses`)
      }
      const actual = new Map(institution.changes.map((change) => [`${change.kind} ${change.key} ${change.direction}`, change.people.map((p) => p.email)]))
      expect(actual).toEqual(expected)
      changed += [...expected.values()].flat().length
    }
    // By construction: testville has the Reports page's flag; some of its staff hold counterReport:view without permissions:manage.
    const testville = impact.institutions.find((institution) => institution.id === 'testville')!
    const losesReports = testville.changes.find((change) => change.kind === 'menu' && change.key === 'reports' && change.direction === 'loses')
    expect(losesReports?.people.length).toBeGreaterThan(0)
    expect(losesReports?.people[0]?.decidedBy).toMatch(/permissions:manage/)
    expect(changed).toBeGreaterThan(0)
    // otherton lacks the page's flag: its staff never had Reports, so the edit changes nothing there.
    expect(impact.institutions.find((institution) => institution.id === 'otherton')?.changes.filter((change) => change.key === 'reports')).toEqual([])
  })

  it('finds no change when the candidate is the base policy', async () => {
    const base = compiled()
    const impact = await staffImpact(temp.db, base, compiled())
    expect(impact.institutions.map((institution) => institution.changes)).toEqual([[], []])
    expect(impact.staffCount).toBe(20)
  })
})
