import { describe, expect, it } from 'vitest'
import { evaluatePolicy, type MenuEntry } from '../../policy/index.ts'
import { policy } from '../policy.ts'
import { demoData } from '../testing/seed.ts'
import { personaFacts } from './persona-facts.ts'
import { generateCourses } from './generate/courses.ts'
import { institutionContext } from './generate/index.ts'
import { createRandom } from './generate/random.ts'

const data = demoData()
const configs = data.institutions.map((institution) => institution.config)

/** "Title /path [Child, Child]" per top-level item: compact, and exact in both directions. */
const outline = (menu: readonly MenuEntry[]) =>
  menu.map((item) => `${item.title} ${item.path}${item.children.length ? ` [${item.children.map((child) => child.title).join(', ')}]` : ''}`)

describe('the demo seed', () => {
  it('covers the variety the policy distinguishes', () => {
    expect(configs.some((c) => c.isEA && c.isEAorIA)).toBe(true)
    expect(configs.some((c) => c.isIA && c.isEAorIA && !c.isEA)).toBe(true)
    expect(configs.some((c) => !c.isEAorIA)).toBe(true)
    expect(configs.some((c) => c.booklist_config.region === 'gb')).toBe(true)
    expect(configs.some((c) => c.booklist_config.region !== 'gb')).toBe(true)
    expect(new Set(configs.map((c) => c.isPricingApprovalsEnabled))).toEqual(new Set([true, false]))
    expect(new Set(configs.map((c) => c.approval_config))).toEqual(new Set(['adoption_approvals', null]))
    expect(configs.some((c) => c.institutionHasStore)).toBe(true)
    expect(configs.some((c) => c.opt_out_hosting_type === 'adoptions-hosted')).toBe(true)
    expect(configs.some((c) => c.availableDashboards.length > 1)).toBe(true)
    expect(data.institutions.some((i) => i.flags['roles-and-permissions'] === false)).toBe(true)
    expect(data.users.some((u) => u.disabled)).toBe(true)
    expect(data.users.every((u) => u.password === undefined && u.note !== undefined)).toBe(true)
  })

  it('brands two institutions, with an accent that passes contrast and an SVG logo', () => {
    const branded = data.institutions.filter((institution) => institution.branding)
    expect(branded.map((institution) => institution.id)).toEqual(['northbridge', 'westbrook'])
    for (const { branding } of branded) {
      expect(branding?.accent).toMatch(/^#[0-9a-f]{6}$/)
      expect(branding?.logo).toMatch(/^data:image\/svg\+xml,/)
    }
    expect(data.institutions.some((institution) => !institution.branding)).toBe(true)
  })

  it(
    'has an approval flow to try: at one institution with roles and permissions, ' + 'a requester and someone else who approves, neither approving at creation',
    () => {
      const westbrook = data.institutions.find((institution) => institution.id === 'westbrook')!
      expect(westbrook.flags['roles-and-permissions']).toBe(true)
      const people = data.users.filter((user) => user.institution === 'westbrook' && !user.disabled)
      const rosa = people.find((user) => user.email === 'rosa@westbrook.example')!
      const omar = people.find((user) => user.email === 'omar@westbrook.example')!
      expect(rosa.permissions).toMatchObject({ 'booklist:request': true })
      expect(rosa.permissions['booklist:approve']).not.toBe(true)
      expect(omar.permissions).toMatchObject({ 'booklist:request': true, 'booklist:approve': true })
      expect(people.every((user) => user.permissions['booklist:autoApprove'] !== true)).toBe(true)
    },
  )

  // Issue 50: the sign-in page shows these notes; what a note says of the person must be true.
  it('says in each note where the person lands, and how many permissions they hold when it counts them, truly', () => {
    const counts: Record<string, number> = { One: 1, Two: 2, Three: 3, No: 0 }
    for (const user of data.users.filter((candidate) => !candidate.disabled)) {
      const facts = personaFacts(data, user.email)!
      const landing = /[Ll]ands on (\/[^\s,;]*[^\s,;.])/.exec(user.note ?? '')?.[1]
      expect(landing, `${user.email}: the note names the landing page`).toBeDefined()
      expect(evaluatePolicy(policy, facts).landing, `${user.email}: ${user.note}`).toBe(landing)
      const counted = /^(One|Two|Three|No) permissions?\b/.exec(user.note ?? '')?.[1]
      if (counted) expect(Object.values(user.permissions ?? {}).filter(Boolean).length, `${user.email}: ${user.note}`).toBe(counts[counted])
    }
  })

  it.each([
    [
      'ana@northbridge.example',
      '/booklist',
      [
        'Adoptions /adoptions',
        'Search /search',
        'Booklist /booklist [Supplies, Bulk Upload, New Request]',
        'Analytics /analytics/uaaSpend [Spend overview, Student engagement]',
        'Courses /courses',
        'Students /students',
        'Staff /staff',
        'Who can…? /access/who-can',
        'Access reviews /access/reviews',
        'Reports /reports',
        'Store /store',
        'Terms /terms',
      ],
    ],
    [
      'ben@northbridge.example',
      '/analytics/uaaSpend',
      ['Search /search', 'Analytics /analytics/uaaSpend [Spend overview]', 'Students /students', 'Store /store'],
    ],
    ['carla@riverside.example', '/booklist', ['Adoptions /adoptions', 'Search /catalog-search', 'Booklist /booklist [Supplies, Bulk Upload, New Request]']],
    ['raj@riverside.example', '/adoptions', ['Adoptions /adoptions']],
    [
      'eli@lakeside.example',
      '/booklist',
      [
        'Search /search',
        'Booklist /booklist [Bulk Upload]',
        'Requests /requests [History, Purchase, Supplies, New Request]',
        'Courses /courses',
        'Staff /staff',
        'Who can…? /access/who-can',
        'Access reviews /access/reviews',
        'Reports /reports',
        'Terms /terms',
      ],
    ],
    ['finn@harbour.example', '/booklist', ['Search /search', 'Booklist /booklist [Bulk Upload, New Request]']],
    ['gia@harbour.example', '/unauthorized', []],
    // The approval flow: the requester's and the approver's menus differ only by Purchase (to follow orders); what differs is what they may do with a request.
    ['rosa@westbrook.example', '/booklist', ['Search /search', 'Booklist /booklist', 'Requests /requests [History, Supplies, New Request]']],
    ['omar@westbrook.example', '/booklist', ['Search /search', 'Booklist /booklist', 'Requests /requests [History, Purchase, Supplies, New Request]']],
    // The purchaser: Purchase under Requests (the parent shows at an institution with approvals), nothing to approve.
    ['pat@westbrook.example', '/booklist', ['Search /search', 'Booklist /booklist', 'Requests /requests [History, Purchase, Supplies]']],
  ])('%s lands on %s with exactly this menu', (email, landing, menu) => {
    const facts = personaFacts(data, email)
    expect(facts).toBeDefined()
    const view = evaluatePolicy(policy, facts!)
    expect(view.landing).toBe(landing)
    expect(outline(view.menu)).toEqual(menu)
  })

  // Issue 50: instructors were shown by name, except the demo users who teach, shown by email for want of a name.
  it('names every person, so every instructor of its courses has a name', () => {
    expect(data.users.filter((user) => user.name === undefined).map((user) => user.email)).toEqual([])
    for (const institution of data.institutions) {
      const { instructors } = generateCourses(
        createRandom('demo'),
        institutionContext(data, institution),
        { courses: 40, booklistItems: 0 },
        new Map(),
        '2026-11-01T00:00:00.000Z',
      )
      expect(
        instructors.filter((instructor) => !instructor.name).map((instructor) => instructor.email),
        institution.id,
      ).toEqual([])
    }
  })

  it('has no facts for an account it does not list', () => {
    expect(personaFacts(data, 'nobody@northbridge.example')).toBeUndefined()
  })
})
