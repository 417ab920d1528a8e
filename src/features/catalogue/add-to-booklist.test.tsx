// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import type { AddBooklistItemInput, EditableBooklist } from '../../contracts/booklists.ts'
import { catalogueTitle } from '../../../tests/factories/catalogue-titles.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'

const organic = catalogueTitle('t-org', 'Organic Chemistry', { isbn13: '9780306406157', licences: [] })

const list = (id: string, courseCode: string, courseTitle: string, term: string, hasTitle: boolean): EditableBooklist => ({
  id,
  courseCode,
  courseTitle,
  term,
  status: 'draft',
  version: 1,
  hasTitle,
})
const editable = [list('l-chem', 'CHEM101', 'Intro Chemistry', '2026-autumn', true), list('l-bio', 'BIO200', 'Cell Biology', '2027-spring', false)]

function open(permissions: Record<string, boolean>, lists: readonly EditableBooklist[] = editable) {
  const adds: AddBooklistItemInput[] = []
  const asked: string[] = []
  const server = createFakeTrpcServer(
    persona({ flags: { 'roles-and-permissions': true }, permissions: { 'catalogue:search': true, ...permissions } }),
    undefined,
    (t) => ({
      booklists: t.router({
        list: t.procedure.query(() => ({ rows: [], total: 0, term: '2026-autumn', terms: [] })),
        editable: t.procedure
          .input((value: unknown) => value as { nbsi: string })
          .query(({ input }) => {
            asked.push(input.nbsi)
            return lists
          }),
        addItem: t.procedure
          .input((value: unknown) => value as AddBooklistItemInput)
          .mutation(({ input }) => {
            adds.push(input)
            const target = lists.find((candidate) => candidate.id === input.booklistId)
            return { ...target, items: [], history: [] }
          }),
      }),
    }),
    { titles: [organic] },
  )
  renderApp(server, { path: '/search/t-org' })
  return { adds, asked }
}

describe('add a title to a booklist from its page', () => {
  test('is not offered without booklist:edit, and no lists are asked for', async () => {
    const { asked } = open({})
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to a booklist' })).toBeNull()
    expect(asked).toEqual([])
  })

  test('is not offered when the user has no list they may edit now', async () => {
    const { asked } = open({ 'booklist:edit': true }, [])
    await waitFor(() => expect(asked).toEqual(['t-org']))
    expect(screen.getByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to a booklist' })).toBeNull()
  })

  test('picks a list (one that holds the title already cannot be chosen) and sends one addItem with the nbsi; the toast links to the list', async () => {
    const { adds } = open({ 'booklist:edit': true })
    await userEvent.click(await screen.findByRole('button', { name: 'Add to a booklist' }))
    const dialog = screen.getByRole('dialog', { name: 'Add to a booklist' })
    const picker = within(dialog).getByRole('combobox', { name: /Booklist/ })
    expect(picker).toHaveFocus()
    // The only list it can go on is chosen already.
    expect(picker).toHaveValue('BIO200 Cell Biology, Spring 2027')
    await userEvent.clear(picker)
    await userEvent.type(picker, '20')
    expect(within(dialog).getByRole('option', { name: 'CHEM101 Intro Chemistry, Autumn 2026 (already on this list)' })).toHaveAttribute('aria-disabled', 'true')
    expect(within(dialog).getByRole('option', { name: 'BIO200 Cell Biology, Spring 2027' })).toHaveAttribute('aria-disabled', 'false')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(picker).toHaveValue('BIO200 Cell Biology, Spring 2027')
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' })
    await userEvent.clear(quantity)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(quantity).toHaveAccessibleDescription('This field is required.')
    expect(adds).toEqual([])
    await userEvent.type(quantity, '3')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Requirement' }), 'recommended')
    expect(await axeViolations(document.body)).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))

    const toast = await screen.findByText('Added “Organic Chemistry” to BIO200 Cell Biology, Spring 2027')
    expect(within(toast.parentElement as HTMLElement).getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/booklist?list=l-bio')
    expect(adds).toHaveLength(1)
    expect(adds[0]).toMatchObject({ booklistId: 'l-bio', title: 't-org', requirement: 'recommended', quantity: 3 })
    expect(adds[0]?.idempotencyKey).toEqual(expect.any(String))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
