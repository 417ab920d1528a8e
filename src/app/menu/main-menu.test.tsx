// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { dashboard, every, persona } from '../../../tests/factories/facts.ts'
import { permissionNames } from '../../generated/policy-names.gen.ts'
import { policy } from '../../generated/policy.gen.ts'
import { evaluatePolicy, type Facts, type MenuEntry } from '../../policy/index.ts'
import { createFakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'

interface ShownItem {
  readonly title: string
  readonly path: string
  readonly children: ShownItem[]
}

/** The menu as the DOM nests it: each <li> holds its link and, in a nested <ul>, its sub-items. */
function readMenu(list: Element | null): ShownItem[] {
  if (!list) return []
  return Array.from(list.children).map((item) => {
    const link = item.querySelector(':scope > a')
    return { title: link?.textContent ?? '', path: link?.getAttribute('href') ?? '', children: readMenu(item.querySelector(':scope > ul')) }
  })
}

const asShown = (entries: readonly MenuEntry[]): ShownItem[] =>
  entries.map((entry) => ({ title: entry.title, path: entry.path, children: asShown(entry.children) }))

const personas: Record<string, { facts: Facts; menu: ShownItem[] }> = {
  librarian: {
    facts: persona({
      flags: { 'roles-and-permissions': true, 'course-supply': true },
      permissions: { 'booklist:view': true, 'booklist:bulkUpload': true, 'booklist:request': true, 'catalogue:search': true },
      institution: { enable_supply_request: 'enabled' },
    }),
    menu: [
      { title: 'Search', path: '/search', children: [] },
      {
        title: 'Booklist',
        path: '/booklist',
        children: [
          { title: 'Supplies', path: '/booklist/supply', children: [] },
          { title: 'Bulk Upload', path: '/booklist/upload', children: [] },
          { title: 'New Request', path: '/booklist/new-request', children: [] },
        ],
      },
    ],
  },
  'approver with dashboards': {
    facts: persona({
      flags: { 'roles-and-permissions': true, dashboards: true, 'detailed-search': true, 'order-approvals-page': true },
      // Three dashboards; the person holds the permission of two of their kinds.
      permissions: { 'adoptions:viewAssignedCourses': true, 'catalogue:search': true, 'dashboards:acquisitions': true, 'dashboards:uaaSpend': true },
      user: { id: 'u-1', institutionId: 'inst-1' },
      institution: {
        isEAorIA: true,
        isEA: true,
        hasApprovalPermission: true,
        approval_config: 'adoption_approvals',
        availableDashboards: [dashboard('acquisitions', 'Acquisitions'), dashboard('academic', 'Teaching'), dashboard('uaaSpend', 'UAA Spend')],
      },
    }),
    menu: [
      { title: 'Adoptions', path: '/adoptions', children: [] },
      { title: 'Search', path: '/catalog-search', children: [] },
      {
        title: 'Analytics',
        path: '/analytics/acquisitions',
        children: [
          { title: 'Acquisitions', path: '/analytics/acquisitions', children: [] },
          { title: 'UAA Spend', path: '/analytics/uaaSpend', children: [] },
        ],
      },
      // No Approvals: its page does not open at an EA institution (issue 50).
    ],
  },
  'permissions not enforced': {
    facts: persona({
      permissions: every(permissionNames, false),
      institution: { courseIngestionEnabled: true, institutionHasStore: true },
      flags: { 'store-management': true },
    }),
    menu: [
      { title: 'Search', path: '/search', children: [] },
      {
        title: 'Booklist',
        path: '/booklist',
        children: [
          { title: 'Bulk Upload', path: '/booklist/upload', children: [] },
          { title: 'New Request', path: '/booklist/new-request', children: [] },
        ],
      },
      { title: 'Courses', path: '/courses', children: [] },
      { title: 'Staff', path: '/staff', children: [] },
      { title: 'Who can…?', path: '/access/who-can', children: [] },
      { title: 'Access reviews', path: '/access/reviews', children: [] },
      { title: 'Store', path: '/store', children: [] },
      { title: 'Terms', path: '/terms', children: [] },
    ],
  },
}

describe('the menu follows the compiled policy for each persona', () => {
  for (const [name, { facts, menu }] of Object.entries(personas)) {
    test(name, async () => {
      const view = evaluatePolicy(policy, facts)
      // The table above is what the policy says today; the DOM must show exactly the runtime's menu.
      expect(asShown(view.menu)).toEqual(menu)
      renderApp(createFakeTrpcServer(facts), { path: '/' })
      const nav = await screen.findByRole('navigation', { name: 'Main' })
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument())
      expect(readMenu(nav.querySelector(':scope > ul'))).toEqual(menu)
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(menu.flatMap((item) => [item.path, ...item.children.map((child) => child.path)]))
    })
  }
})

test('a user without any menu item lands on /unauthorized and sees no menu', async () => {
  const facts = persona({ flags: { 'roles-and-permissions': true } })
  expect(evaluatePolicy(policy, facts).landing).toBe('/unauthorized')
  const { history } = renderApp(createFakeTrpcServer(facts), { path: '/' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/unauthorized')
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
})

test('only the current page is marked aria-current="page", and the menu works with the keyboard alone', async () => {
  const { facts } = personas['librarian']!
  const { history } = renderApp(createFakeTrpcServer(facts), { path: '/booklist/upload' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Bulk Upload' })).toBeInTheDocument()
  const nav = screen.getByRole('navigation', { name: 'Main' })
  const current = () => Array.from(nav.querySelectorAll('[aria-current="page"]')).map((link) => link.textContent)
  expect(current()).toEqual(['Bulk Upload'])

  const user = userEvent.setup()
  const booklist = within(nav).getByRole('link', { name: 'Booklist' })
  while (document.activeElement !== booklist) await user.tab()
  await user.keyboard('{Enter}')
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/booklist')
  expect(current()).toEqual(['Booklist'])
})

test('Analytics and its first dashboard open the same page; only the dashboard is marked current', async () => {
  const { facts, menu } = personas['approver with dashboards']!
  expect(menu.find((item) => item.title === 'Analytics')?.path).toBe('/analytics/acquisitions')
  renderApp(createFakeTrpcServer(facts), { path: '/analytics/acquisitions' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Acquisitions' })).toBeInTheDocument()
  const nav = screen.getByRole('navigation', { name: 'Main' })
  expect(Array.from(nav.querySelectorAll('[aria-current="page"]')).map((link) => link.textContent)).toEqual(['Acquisitions'])
})

test('at phone width the menu folds behind a Menu button: it opens, Escape closes it and returns focus, a navigation closes it', async () => {
  const { facts } = personas['librarian']!
  const { history } = renderApp(createFakeTrpcServer(facts), { path: '/search' })
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  const toggle = within(nav).getByRole('button', { name: 'Menu' })
  const list = nav.querySelector(':scope > ul')
  // The button controls the list; CSS hides the closed list at phone width only, so the links stay in the DOM.
  expect(toggle).toHaveAttribute('aria-controls', list?.id)
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(nav).not.toHaveClass('main-menu-open')

  const user = userEvent.setup()
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(nav).toHaveClass('main-menu-open')
  await user.tab()
  expect(within(nav).getByRole('link', { name: 'Search' })).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(toggle).toHaveFocus()

  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await user.click(within(nav).getByRole('link', { name: 'Booklist' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/booklist')
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
})
