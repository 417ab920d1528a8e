import { describe, expect, it } from 'vitest'
import { institution } from '../../../../tests/factories/facts.ts'
import { policy } from '../../policy.ts'
import { previewPermissions } from './permission-preview.ts'

const user = { id: 'u-1', institutionId: 'inst-1' }
const facts = (enforced: boolean) => ({ flags: { 'roles-and-permissions': enforced }, institution: institution({ enabledAccessLength: 90 }) as unknown as Record<string, unknown> })

describe('previewPermissions', () => {
  it('granting booklist:view gains the Booklist page and reading booklists', () => {
    const preview = previewPermissions({ policy }, { facts: facts(true), user, current: ['catalogue:search'], proposed: ['catalogue:search', 'booklist:view'] })
    expect(preview.granted).toEqual(['booklist:view'])
    expect(preview.withdrawn).toEqual([])
    expect(preview.losses).toEqual([])
    expect(preview.gains).toContainEqual({ kind: 'page', key: '/booklist', label: 'Booklist' })
    // Each action is labelled with its description from policy/resources/booklist.yaml.
    expect(preview.gains).toContainEqual({ kind: 'action', key: 'read Booklist', label: 'Open the booklist.' })
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
    expect(preview).toEqual({ granted: ['permissions:manage'], withdrawn: ['booklist:view'], gains: [], losses: [] })
  })
})
