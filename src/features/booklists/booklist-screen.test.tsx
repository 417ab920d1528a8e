// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { AbilityProvider } from '@casl/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createQueryClient } from '../../app/api/query-client.ts'
import { createTrpcClient } from '../../app/api/trpc-client.ts'
import { TRPCProvider } from '../../app/api/trpc-options.ts'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import { ToastProvider } from '../../components/ui/toast.tsx'
import { lists, seedBooklistsFixture } from '../../server/testing/booklists-fixture.ts'
import { createScreenServer } from '../../server/testing/screen-server.ts'
import { createTestDatabase, type TestDatabase } from '../../server/testing/test-databases.ts'
import { useSearch } from '@tanstack/react-router'
import { createTestRouter, TestRouter } from '../../app/testing/test-router.tsx'
import { BooklistScreen } from './booklist-screen.tsx'

let temp: TestDatabase
beforeEach(async () => {
  temp = await createTestDatabase('sqlite')
  await seedBooklistsFixture(temp.db)
})
afterEach(() => temp.dispose())

async function renderScreen(email: string, initial: Record<string, string> = {}) {
  const server = await createScreenServer(temp.db, email)
  const queryClient = createQueryClient()
  const trpcClient = createTrpcClient({ url: 'https://app.example.edu/trpc', fetch: server.fetch })
  function Screen() {
    return <BooklistScreen search={useSearch({ strict: false })} />
  }
  const router = createTestRouter(`/booklist?${new URLSearchParams(initial).toString()}`, Screen)
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AbilityProvider value={server.ability}>
          <ToastProvider>
            <TestRouter router={router} />
          </ToastProvider>
        </AbilityProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  )
  return Object.assign(server, { router })
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement

describe('the booklist screen', () => {
  test('lists the term’s course lists with the cost per student and its badge, and opens one by keyboard', async () => {
    await renderScreen('ed@testville.example')
    const table = await screen.findByRole('table', { name: 'Course booklists' })
    expect(await within(table).findByText('CHEM101')).toBeInTheDocument()
    // One copy per student (£45.99), not the quantity the store orders; over the £40.00 threshold, so no badge.
    expect(rowOf(table, 'CHEM101')).toHaveTextContent('£45.99')
    expect(within(rowOf(table, 'CHEM101')).queryByText(/-cost$/)).toBeNull()
    expect(within(rowOf(table, 'ART300')).getByText('Low-cost')).toBeInTheDocument()
    expect(within(rowOf(table, 'BIO200')).getByText('Zero-cost')).toBeInTheDocument()
    // A link (it opens in a new tab too), to the same page with the list in the URL.
    const course = within(table).getByRole('link', { name: 'CHEM101' })
    expect(course.getAttribute('href')).toMatch(/^\/booklist\?list=/)
    await userEvent.click(course)
    expect(await screen.findByRole('heading', { name: 'CHEM101 Intro Chemistry, Autumn 2026' })).toBeInTheDocument()
  })

  test('the list’s detail says what a student pays: required, with recommended, and the titles the library holds', async () => {
    await temp.db.insertInto('library_holdings').values({ institution_id: 'testville', nbsi: 't-bio' }).execute()
    await renderScreen('ed@testville.example', { list: lists.final })
    const summary = (await screen.findByText('Held by the library')).closest('dl') as HTMLElement
    expect(within(summary).getByText('Cell Biology', { selector: 'dd' })).toBeInTheDocument()
    expect(within(summary).getByText('Zero-cost')).toBeInTheDocument()
    expect(await axeViolations(document.body)).toEqual([])
  })

  test('an editor adds titles by pasting ISBNs: bad checksums and duplicates are listed, the rest added', async () => {
    await renderScreen('ed@testville.example', { list: lists.draft })
    const items = await screen.findByRole('table', { name: 'Items on the CHEM101 booklist' })
    await within(items).findByText('Organic Chemistry', { selector: '.item-title' })
    // A title opens its catalogue page.
    expect(within(items).getByRole('link', { name: 'Organic Chemistry' })).toHaveAttribute('href', '/search/t-chem')
    // Internal status: ed holds booklist:viewInternalStatus.
    expect(within(items).getByRole('columnheader', { name: 'Internal status' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Add titles by ISBN'), '0-8044-2957-X\n9780306406158\n978-0-306-40615-7')
    await userEvent.click(screen.getByRole('button', { name: 'Add to list' }))
    const result = await screen.findByText('Added 1 title.')
    const status = result.closest('[role=status]') as HTMLElement
    expect(status).toHaveTextContent('9780306406158 is not a valid ISBN: its check digit should be 7.')
    expect(status).toHaveTextContent('9780306406157: "Organic Chemistry" is already on this booklist')
    expect(await within(items).findByText('Cell Biology', { selector: '.item-title' })).toBeInTheDocument()
    // The row just added is marked New in words (not colour alone), the others are not.
    await waitFor(() => expect(within(rowOf(items, 'Cell Biology')).getByText('New')).toBeInTheDocument())
    expect(within(rowOf(items, 'Organic Chemistry')).queryByText('New')).toBeNull()
    // What was not added stays in the box to correct.
    expect(screen.getByLabelText('Add titles by ISBN')).toHaveValue('9780306406158\n9780306406157')
  })

  test('changes quantity inline by keyboard and submits the list, which is then read-only', async () => {
    const server = await renderScreen('ed@testville.example', { list: lists.draft })
    const quantity = await screen.findByLabelText('Quantity of Organic Chemistry')
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '{Enter}')
    // An emptied quantity is said in words people use, never zod's "expected number, received NaN".
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
    expect(screen.queryByText(/NaN|Invalid input/)).toBeNull()
    await userEvent.type(quantity, '0{Enter}')
    expect(await screen.findByText('The quantity is at least 1.')).toBeInTheDocument()
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '4{Enter}')
    await waitFor(() => expect(server.calls.filter((call) => call === 'booklists.updateItem')).toHaveLength(1))
    // A student still buys one copy.
    expect(screen.getAllByText('£45.99', { selector: 'dd' })).toHaveLength(2)
    await userEvent.selectOptions(screen.getByLabelText('Requirement of Organic Chemistry'), 'optional')
    await waitFor(() => expect(screen.getByLabelText('Requirement of Organic Chemistry')).toHaveValue('optional'))
    // Optional titles never count: nothing left to buy.
    expect(await screen.findByText('Zero-cost')).toBeInTheDocument()
    expect(server.calls.filter((call) => call === 'booklists.updateItem')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Submit list' }))
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Submit the CHEM101 booklist?' })).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('CHEM101 booklist submitted')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit list' })).toBeNull())
    // Submitted: read-only until reopened.
    expect(screen.queryByRole('button', { name: 'Remove Organic Chemistry' })).toBeNull()
    expect(screen.queryByLabelText('Quantity of Organic Chemistry')).toBeNull()
  })

  test('submitting asks first and Cancel changes nothing; a submitted list is read-only until reopened, with a note in its history', async () => {
    const server = await renderScreen('ed@testville.example', { list: lists.draft })
    await screen.findByLabelText('Quantity of Organic Chemistry')
    expect(screen.getByText('No changes recorded yet.')).toBeInTheDocument()
    const submit = screen.getByRole('button', { name: 'Submit list' })
    await userEvent.click(submit)
    const confirm = screen.getByRole('dialog', { name: 'Submit the CHEM101 booklist?' })
    expect(confirm).toHaveAccessibleDescription('Submitting sends the 1 title of CHEM101 for ordering. The list becomes read-only until someone reopens it.')
    // The safe choice has focus; Cancel closes, sends nothing and gives focus back.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(submit).toHaveFocus()
    expect(server.calls).not.toContain('booklists.submit')
    expect(screen.getByLabelText('Quantity of Organic Chemistry')).toBeInTheDocument()

    await userEvent.click(submit)
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('CHEM101 booklist submitted')).toBeInTheDocument()
    const notice = (await screen.findByText('This list is submitted and read-only.')).parentElement as HTMLElement
    // Focus follows the control that went to what replaced it.
    expect(notice).toHaveFocus()
    expect(server.calls.filter((call) => call === 'booklists.submit')).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Submit list' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove Organic Chemistry' })).toBeNull()
    expect(screen.queryByLabelText('Quantity of Organic Chemistry')).toBeNull()
    expect(screen.queryByLabelText('Add titles by ISBN')).toBeNull()

    await userEvent.click(within(notice).getByRole('button', { name: 'Reopen' }))
    const reopen = screen.getByRole('dialog', { name: 'Reopen the CHEM101 booklist?' })
    const why = within(reopen).getByLabelText('Why reopen? (optional)')
    expect(why).toHaveFocus()
    // The server's own limit, said under the field, before anything is sent.
    await userEvent.paste('x'.repeat(2001))
    await userEvent.click(within(reopen).getByRole('button', { name: 'Reopen' }))
    expect(why).toHaveAccessibleDescription(/^A note has at most 2,000 characters\./)
    expect(why).toBeInvalid()
    expect(server.calls).not.toContain('booklists.reopen')
    expect(await axeViolations(document.body)).toEqual([])
    await userEvent.clear(why)
    await userEvent.type(why, 'Adding the lab manual')
    await userEvent.click(within(reopen).getByRole('button', { name: 'Reopen' }))
    expect(await screen.findByText('CHEM101 booklist reopened')).toBeInTheDocument()
    expect(await screen.findByLabelText('Quantity of Organic Chemistry')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit list' })).toBeInTheDocument()
    expect(screen.queryByText(/read-only/)).toBeNull()
    expect(screen.getByRole('heading', { name: 'CHEM101 Intro Chemistry, Autumn 2026' })).toHaveFocus()

    const events = within(screen.getByRole('list', { name: 'History of the CHEM101 booklist' })).getAllByRole('listitem')
    expect(events).toHaveLength(2)
    expect(events[0]).toHaveTextContent('ed@testville.example submitted: draft → submitted')
    expect(events[1]).toHaveTextContent('ed@testville.example reopened: submitted → draft')
    expect(within(events[1]!).getByText('“Adding the lab manual”')).toBeInTheDocument()
    expect(await axeViolations(document.body)).toEqual([])
  })

  test('a removed item leaves the table but stays in the history by its title, shown as text', async () => {
    // Titles come from records: a hostile one is shown as text, never as markup.
    const hostile = '<img src=x onerror=alert(1)>'
    await temp.db.updateTable('titles').set({ title: hostile }).where('nbsi', '=', 't-bio').execute()
    await renderScreen('ed@testville.example', { list: lists.draft })
    const items = await screen.findByRole('table', { name: 'Items on the CHEM101 booklist' })
    await userEvent.type(screen.getByLabelText('Add titles by ISBN'), '0-8044-2957-X')
    await userEvent.click(screen.getByRole('button', { name: 'Add to list' }))
    expect(await within(items).findByText(hostile, { selector: '.item-title' })).toBeInTheDocument()
    expect(within(items).getByRole('link', { name: hostile })).toHaveAttribute('href', '/search/t-bio')
    const quantity = screen.getByLabelText('Quantity of Organic Chemistry')
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '3{Enter}')
    await waitFor(() => expect(screen.getByLabelText('Quantity of Organic Chemistry')).toHaveValue(3))

    await userEvent.click(screen.getByRole('button', { name: 'Remove Organic Chemistry' }))
    expect(await screen.findByText('Item removed')).toBeInTheDocument()
    await waitFor(() => expect(within(items).queryByText('Organic Chemistry', { selector: '.item-title' })).toBeNull())
    const history = screen.getByRole('list', { name: 'History of the CHEM101 booklist' })
    const events = within(history).getAllByRole('listitem')
    expect(events).toHaveLength(3)
    expect(events[0]).toHaveTextContent(`ed@testville.example added "${hostile}": quantity 1, requirement essential`)
    expect(events[1]).toHaveTextContent('ed@testville.example changed "Organic Chemistry": quantity 2 → 3')
    expect(events[2]).toHaveTextContent('ed@testville.example removed "Organic Chemistry": quantity 3, requirement essential')
    expect(document.querySelector('img, [onerror]')).toBeNull()
  })

  test('a change someone else made meanwhile says so and offers Reload', async () => {
    await renderScreen('ed@testville.example', { list: lists.draft })
    const quantity = await screen.findByLabelText('Quantity of Organic Chemistry')
    await temp.db.updateTable('booklist_items').set({ quantity: 7, version: 2 }).where('id', '=', 'i-draft-chem').execute()
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '3{Enter}')
    const alert = await screen.findByRole('alert')
    // The server's sentence, not the generic fallback.
    expect(alert).toHaveTextContent(/changed .*after you loaded it/)
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('Quantity of Organic Chemistry')).toHaveValue(7))
  })

  test('a viewer without booklist:edit sees the list without edit controls or the internal status', async () => {
    await renderScreen('vic@testville.example', { list: lists.draft })
    const items = await screen.findByRole('table', { name: 'Items on the CHEM101 booklist' })
    expect(await within(items).findByText('Organic Chemistry')).toBeInTheDocument()
    expect(screen.queryByLabelText('Add titles by ISBN')).toBeNull()
    expect(screen.queryByLabelText('Quantity of Organic Chemistry')).toBeNull()
    expect(screen.queryByRole('button', { name: /Remove|Submit list/ })).toBeNull()
    expect(within(items).queryByRole('columnheader', { name: 'Internal status' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument()
  })

  test('a viewer without booklist:edit sees a submitted list’s history, and neither Reopen nor Submit', async () => {
    // ed submits the list; vic, who may only view, opens it.
    const ed = createTrpcClient({ url: 'https://app.example.edu/trpc', fetch: (await createScreenServer(temp.db, 'ed@testville.example')).fetch })
    const draft = await ed.booklists.get.query({ id: lists.draft })
    await ed.booklists.submit.mutate({ id: draft.id, version: draft.version })
    await renderScreen('vic@testville.example', { list: lists.draft })
    expect(await screen.findByText('This list is submitted and read-only.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument()
    const events = within(screen.getByRole('list', { name: 'History of the CHEM101 booklist' })).getAllByRole('listitem')
    expect(events.map((event) => event.querySelector('.timeline-summary')?.textContent)).toEqual(['ed@testville.example submitted: draft → submitted'])
    expect(screen.queryByRole('button', { name: /Reopen|Submit/ })).toBeNull()
    expect(screen.queryByLabelText('Quantity of Organic Chemistry')).toBeNull()
  })

  test('a final list has no edit controls even for an editor', async () => {
    await renderScreen('ed@testville.example', { list: lists.final })
    await screen.findByText('Cell Biology')
    expect(screen.queryByLabelText('Add titles by ISBN')).toBeNull()
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull()
    // Final is not submitted: nothing reopens it.
    expect(screen.getByText('This list is final and read-only.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Reopen|Submit/ })).toBeNull()
  })

  test('filters in the URL state, shows an empty state, and an error with Retry', async () => {
    const server = await renderScreen('ed@testville.example', { status: 'final' })
    const table = await screen.findByRole('table', { name: 'Course booklists' })
    expect(await within(table).findByText('ART300')).toBeInTheDocument()
    expect(within(table).queryByText('CHEM101')).toBeNull()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a course' }), 'zzz')
    expect(await screen.findByText('No course list matches these filters')).toBeInTheDocument()
    server.failing = true
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'List state' }), 'draft')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The course lists could not be loaded')
    server.failing = false
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Find a course' }))
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(table).findByText('CHEM101')).toBeInTheDocument()
  })

  test('an invalid filter in the URL is shown as invalid, and nothing is listed under it until it is cleared', async () => {
    const server = await renderScreen('ed@testville.example', { status: 'bogus', term: 'autumn' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Some filters are not valid, so nothing is listed')
    expect(alert).toHaveTextContent('Term: “autumn” is not a term: a term looks like 2026-autumn.')
    expect(alert).toHaveTextContent('List state: “bogus” is not a list state: choose one of draft, submitted, final.')
    expect(screen.getByRole('combobox', { name: 'List state' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('table', { name: 'Course booklists' })).toBeNull()
    expect(server.calls.filter((call) => call === 'booklists.list')).toEqual([])
    await userEvent.click(within(alert).getByRole('button', { name: 'Clear List state' }))
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Clear Term' }))
    const table = await screen.findByRole('table', { name: 'Course booklists' })
    expect(await within(table).findByText('CHEM101')).toBeInTheDocument()
    expect(server.router.state.location.search).toEqual({})
  })

  test('a page past the end says so in plain words and goes to the last page', async () => {
    const server = await renderScreen('ed@testville.example', { page: '999' })
    const table = await screen.findByRole('table', { name: 'Course booklists' })
    expect(await within(table).findByText('There is no page 999')).toBeInTheDocument()
    await userEvent.click(within(table).getByRole('button', { name: 'Go to page 1' }))
    expect(await within(table).findByText('CHEM101')).toBeInTheDocument()
    expect(server.router.state.location.search).toEqual({})
  })

  test('a list that does not exist (or is another institution’s) says so, with the way back', async () => {
    await renderScreen('ed@testville.example', { list: lists.otherton })
    expect(await screen.findByRole('alert')).toHaveTextContent('This booklist could not be loadedThere is no such booklist.')
    await userEvent.click(screen.getByRole('link', { name: '← All course lists' }))
    expect(await screen.findByRole('table', { name: 'Course booklists' })).toBeInTheDocument()
  })
})
