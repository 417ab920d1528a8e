import { describe, expect, it } from 'vitest'
import { institution } from '../../../../tests/factories/facts.ts'
import { personaFacts } from '../../data/persona-facts.ts'
import { policy } from '../../policy.ts'
import { demoData } from '../../testing/seed.ts'
import { previewPermissions } from './permission-preview.ts'

const user = { id: 'u-1', institutionId: 'inst-1' }
const facts = (enforced: boolean) => ({
  flags: { 'roles-and-permissions': enforced },
  institution: institution({ enabledAccessLength: 90 }) as unknown as Record<string, unknown>,
})

describe('previewPermissions', () => {
  it('granting booklist:view gains the Booklist page and reading booklists', () => {
    const preview = previewPermissions({ policy }, { facts: facts(true), user, current: ['catalogue:search'], proposed: ['catalogue:search', 'booklist:view'] })
    expect(preview.granted).toEqual(['booklist:view'])
    expect(preview.withdrawn).toEqual([])
    expect(preview.losses).toEqual([])
    expect(preview.gains).toContainEqual({ kind: 'page', key: '/booklist', label: 'Booklist' })
    // Each action is labelled with its description from policy/resources/booklist.yaml, and on which records in the studio's words.
    expect(preview.gains).toContainEqual({
      kind: 'action',
      key: 'read Booklist',
      label: 'Open the booklist',
      scope: expect.stringMatching(/^on booklists |^always$/),
    })
  })

  it('withdrawing booklist:view loses them', () => {
    const preview = previewPermissions({ policy }, { facts: facts(true), user, current: ['booklist:view'], proposed: [] })
    expect(preview.withdrawn).toEqual(['booklist:view'])
    expect(preview.gains).toEqual([])
    expect(preview.losses).toContainEqual({ kind: 'page', key: '/booklist', label: expect.any(String) })
    expect(preview.losses).toContainEqual(expect.objectContaining({ kind: 'action', key: 'read Booklist' }))
  })

  it('labels a page by its menu title when a menu item points at it', () => {
    const preview = previewPermissions({ policy }, { facts: facts(true), user, current: [], proposed: ['booklist:view'] })
    const page = preview.gains.find((item) => item.key === '/booklist')
    expect(page?.label).not.toBe('/booklist')
  })

  it('with roles-and-permissions off nothing is gained or lost: permissions are not enforced', () => {
    const preview = previewPermissions({ policy }, { facts: facts(false), user, current: ['booklist:view'], proposed: ['permissions:manage'] })
    expect(preview).toEqual({ granted: ['permissions:manage'], withdrawn: ['booklist:view'], gains: [], losses: [], landing: null })
  })

  describe('ben of Northbridge (the demo data)', () => {
    const ben = personaFacts(demoData(), 'ben@northbridge.example')!
    const held = Object.entries(ben.permissions).flatMap(([name, on]) => (on ? [name] : []))
    const change = (proposed: readonly string[]) => previewPermissions({ policy }, { facts: ben, user: ben.user!, current: held, proposed })

    it(
      'withdrawing dashboards:uaaSpend loses the Analytics menu item and its Spend overview by their titles, ' +
        'and the start page changes as landing.yaml says (Students: Search is not among its preferred items)',
      () => {
        expect(held).toContain('dashboards:uaaSpend')
        const preview = change(held.filter((name) => name !== 'dashboards:uaaSpend'))
        expect(preview.withdrawn).toEqual(['dashboards:uaaSpend'])
        expect(preview.losses).toContainEqual({ kind: 'page', key: '/analytics/uaaSpend', label: 'Spend overview' })
        expect(preview.losses).toContainEqual({ kind: 'page', key: '/analytics/uaaSpend', label: 'Analytics' })
        expect(preview.losses.filter((item) => item.kind === 'page').map((item) => item.label)).toEqual(['Analytics', 'Spend overview'])
        expect(preview.landing).toEqual({ before: { title: 'Spend overview', path: '/analytics/uaaSpend' }, after: { title: 'Students', path: '/students' } })
        expect(preview.gains.filter((item) => item.kind === 'page')).toEqual([])
      },
    )

    it('granting booklist:approve gains approving requests, with the studio’s sentence for on which ones', () => {
      expect(held).not.toContain('booklist:approve')
      const preview = change([...held, 'booklist:approve'])
      const approve = preview.gains.find((item) => item.key === 'approve Request')
      expect(approve).toEqual({
        kind: 'action',
        key: 'approve Request',
        label: "Approve someone else's pending request",
        scope: 'on requests of their institution that are pending and not their own',
      })
      expect(preview.landing).toBeNull()
    })
  })
})
