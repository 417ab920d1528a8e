// @vitest-environment jsdom
import '../app/testing/dom-test-setup.ts'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { dashboard, every, persona } from '../../tests/factories/facts.ts'
import { flagNames } from '../generated/policy-names.gen.ts'
import { policy } from '../generated/policy.gen.ts'
import { evaluatePolicy, type Facts } from '../policy/index.ts'
import { createFakeTrpcServer } from '../app/testing/fake-trpc-server.ts'
import { renderApp } from '../app/testing/render-app.tsx'

// Permissions are not enforced (roles-and-permissions off), so each institution opens most pages.
const allFlagsBut = (...off: string[]) => ({ ...every(flagNames), 'roles-and-permissions': false, ...Object.fromEntries(off.map((name) => [name, false])) })

const accessInstitution = persona({
  flags: allFlagsBut(),
  institution: {
    isEAorIA: true,
    isEA: true,
    opt_out_hosting_type: 'adoptions-hosted',
    courseIngestionEnabled: true,
    institutionHasStore: true,
    enable_supply_request: 'enabled',
    booklist_config: { region: 'gb' },
    availableDashboards: [dashboard('acq', 'Acquisitions')],
  },
})

const pricingInstitution = persona({
  flags: allFlagsBut('detailed-search'),
  institution: { approval_type: 'pricing_approvals', isPricingApprovalsEnabled: true, hasApprovalPermission: true, enable_supply_request: 'enabled' },
})

const rows: [path: string, heading: string, facts: Facts][] = [
  ['/adoptions', 'Adoptions', accessInstitution],
  ['/analytics/acq', 'Acquisitions', accessInstitution],
  ['/analytics/unknown', 'Dashboard unknown', accessInstitution],
  ['/booklist', 'Booklist', accessInstitution],
  ['/booklist/supply', 'Supplies', accessInstitution],
  ['/booklist/upload', 'Bulk Upload', accessInstitution],
  ['/booklist/new-request', 'New Request', accessInstitution],
  ['/courses', 'Courses', accessInstitution],
  ['/adoptions/status', 'Booklist status', accessInstitution],
  ['/reports', 'Reports', accessInstitution],
  ['/search/request', 'New Request', accessInstitution],
  ['/store', 'Store', accessInstitution],
  ['/students', 'Students', accessInstitution],
  ['/access/reviews', 'Access reviews', accessInstitution],
  ['/requests', 'Requests', pricingInstitution],
  ['/approvals', 'Approvals', pricingInstitution],
  ['/requests/history', 'Requests history', pricingInstitution],
  ['/approvals/history', 'Approvals history', pricingInstitution],
  ['/requests/purchase', 'Purchase Requests', pricingInstitution],
  ['/requests/supply', 'Supplies', pricingInstitution],
  ['/requests/new-request', 'New Request', pricingInstitution],
]

describe('every page has a heading naming it and says what it will hold', () => {
  test.each(rows)('%s -> %s', async (path, heading, facts) => {
    expect(evaluatePolicy(policy, facts).outcome(path)).toEqual({ result: 'allow' })
    const { history } = renderApp(createFakeTrpcServer(facts), { path })
    const h1 = await screen.findByRole('heading', { level: 1, name: heading })
    expect(history.location.pathname).toBe(path)
    const sentence = h1.nextElementSibling
    expect(sentence?.tagName).toBe('P')
    expect(sentence?.textContent?.length).toBeGreaterThan(30)
    // Routes with layoutHint fixed fill the viewport instead of scrolling.
    expect(screen.getByRole('main').classList.contains('content-fixed')).toBe(path.startsWith('/booklist/upload'))
  })

  test('an upload page opens in the fixed layout; an upload the server does not know is its not-found state there', async () => {
    const path = '/booklist/upload/u-42'
    expect(evaluatePolicy(policy, accessInstitution).outcome(path)).toEqual({ result: 'allow' })
    const { history } = renderApp(createFakeTrpcServer(accessInstitution), { path })
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Upload not found' })
    expect(history.location.pathname).toBe(path)
    expect(screen.getByRole('main')).toContainElement(h1)
    expect(screen.getByRole('main').classList.contains('content-fixed')).toBe(true)
  })

  test('an unknown path shows the not-found page in the unauthenticated layout', async () => {
    renderApp(createFakeTrpcServer(accessInstitution), { path: '/no/such/page' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
  })
})

describe('the booklist offers the upload only to those who may upload (through <Can>)', () => {
  test.each([
    [true, 1],
    [false, 0],
  ])('booklist:bulkUpload %s -> %i upload link', async (bulkUpload, links) => {
    const facts = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:view': true, 'booklist:bulkUpload': bulkUpload } })
    renderApp(createFakeTrpcServer(facts), { path: '/booklist' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
    expect(screen.queryAllByRole('link', { name: 'Upload a booklist' })).toHaveLength(links)
  })
})
