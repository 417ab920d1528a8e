// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { accentColours, type Branding } from '../../contracts/branding.ts'
import { createFakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'

const logo = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 10 10%22/%3E'
const westbrook: Branding = { name: 'Westbrook College', logo, colours: accentColours('#0f5c5c') ?? null }
const user = (branding: Branding) => ({ id: 'user-1', email: 'ada@westbrook.example', institutionId: 'westbrook', branding })
const searcher = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'catalogue:search': true } })
const rootStyle = () => document.documentElement.style

afterEach(() => {
  cleanup()
  for (const token of ['--color-accent', '--color-accent-strong', '--color-accent-soft']) rootStyle().removeProperty(token)
})

test("the signed-in header shows the institution's logo and name beside Adoptions, and its accent replaces the token's", async () => {
  renderApp(createFakeTrpcServer(searcher, user(westbrook)), { path: '/' })
  const header = await screen.findByRole('banner')
  expect(await within(header).findByText('Westbrook College')).toBeInTheDocument()
  expect(header.querySelector('.app-name')?.textContent).toBe('AdoptionsWestbrook College')
  // The name is written beside the logo, so the logo is decorative.
  const image = header.querySelector('img')
  expect(image?.getAttribute('src')).toBe(logo)
  expect(image?.getAttribute('alt')).toBe('')
  expect(rootStyle().getPropertyValue('--color-accent')).toBe('#0f5c5c')
  expect(rootStyle().getPropertyValue('--color-accent-strong')).toBe(westbrook.colours?.['--color-accent-strong'])
  expect(rootStyle().getPropertyValue('--color-accent-soft')).toBe(westbrook.colours?.['--color-accent-soft'])
})

test('without a logo or accent, the name alone, and the tokens stay as they are', async () => {
  renderApp(createFakeTrpcServer(searcher, user({ name: 'Eastbrook University', logo: null, colours: null })), { path: '/' })
  const header = await screen.findByRole('banner')
  expect(await within(header).findByText('Eastbrook University')).toBeInTheDocument()
  expect(header.querySelector('img')).toBeNull()
  expect(rootStyle().getPropertyValue('--color-accent')).toBe('')
})

test('a public page shows the branding when the boot call knew the institution, and Adoptions alone when it did not', async () => {
  // No menu item: the person lands on /unauthorized, a public page, but is known.
  renderApp(createFakeTrpcServer(persona({ flags: { 'roles-and-permissions': true } }), user(westbrook)), { path: '/' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
  const header = screen.getByRole('banner')
  expect(within(header).getByText('Westbrook College')).toBeInTheDocument()
  expect(header.querySelector('img')?.getAttribute('src')).toBe(logo)
  cleanup()

  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(searcher, user(westbrook))
  server.fail('auth.getUser', 'FORBIDDEN')
  renderApp(server, { path: '/' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
  expect(screen.getByRole('banner').querySelector('.app-name')?.textContent).toBe('Adoptions')
  expect(logged).toHaveBeenCalledWith('Loading the signed-in user failed:', expect.objectContaining({ httpStatus: 403 }))
})

test('the bell links to the notifications, named with the unread count from the boot call, and shows the count when there is one', async () => {
  const server = createFakeTrpcServer(searcher, { ...user(westbrook), unreadNotifications: 2 })
  renderApp(server, { path: '/' })
  const header = await screen.findByRole('banner')
  const bell = await within(header).findByRole('link', { name: 'Notifications, 2 unread' })
  expect(bell).toHaveAttribute('href', '/notifications')
  expect(within(bell).getByText('2')).toBeInTheDocument()
  // The count came with auth.getUser: no request of its own.
  expect(server.dataRequests.filter((url) => url.pathname.includes('notifications'))).toEqual([])
  cleanup()

  renderApp(createFakeTrpcServer(searcher, user(westbrook)), { path: '/' })
  const quiet = await within(await screen.findByRole('banner')).findByRole('link', { name: 'Notifications' })
  expect(quiet.textContent).toBe('')
})
