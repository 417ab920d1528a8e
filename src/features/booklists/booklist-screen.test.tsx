// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { AbilityProvider } from '@casl/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createQueryClient } from '../../app/api/query-client.ts'
import { createTrpcClient } from '../../app/api/trpc-client.ts'
import { TRPCProvider } from '../../app/api/trpc-options.ts'
import { ToastProvider } from '../../components/ui/toast.tsx'
import { lists, seedBooklistsFixture } from '../../server/testing/booklists-fixture.ts'
import { createScreenServer } from '../../server/testing/screen-server.ts'
import { createTestDatabase, type TestDatabase } from '../../server/testing/test-databases.ts'
import type { BooklistSearch } from './booklist-search.ts'
import { BooklistScreen } from './booklist-screen.tsx'

let temp: TestDatabase
beforeEach(async () => {
  temp = await createTestDatabase('sqlite')
  await seedBooklistsFixture(temp.db)
})
afterEach(() => temp.dispose())

async function renderScreen(email: string, initial: BooklistSearch = {}) {
  const server = await createScreenServer(temp.db, email)
  const queryClient = createQueryClient()
  const trpcClient = createTrpcClient({ url: 'https://app.example.edu/trpc', fetch: server.fetch })
  function Screen() {
    const [search, setSearch] = useState<BooklistSearch>(initial)
    return <BooklistScreen search={search} onSearch={(change) => setSearch((previous) => ({ ...previous, ...change }))} />
  }
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AbilityProvider value={server.ability}>
          <ToastProvider>
            <Screen />
          </ToastProvider>
        </AbilityProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  )
  return server
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement

describe('the booklist screen', () => {
  test('lists the term’s course lists with totals, and opens one by keyboard', async () => {
    await renderScreen('ed@testville.example')
    const table = await screen.findByRole('table', { name: 'Course booklists' })
    expect(await within(table).findByText('CHEM101')).toBeInTheDocument()
    expect(rowOf(table, 'CHEM101')).toHaveTextContent('£91.98')
    expect(rowOf(table, 'CHEM101')).toHaveTextContent('£9.20')
    await userEvent.click(within(table).getByRole('button', { name: 'CHEM101' }))
    expect(await screen.findByRole('heading', { name: 'CHEM101 Intro Chemistry, 2026-autumn' })).toBeInTheDocument()
  })

  test('an editor adds titles by pasting ISBNs: bad checksums and duplicates are listed, the rest added', async () => {
    await renderScreen('ed@testville.example', { list: lists.draft })
    const items = await screen.findByRole('table', { name: 'Items on the CHEM101 booklist' })
    await within(items).findByText('Organic Chemistry', { selector: '.item-title' })
    // Internal status: ed holds booklist:viewInternalStatus.
    expect(within(items).getByRole('columnheader', { name: 'Internal status' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Add titles by ISBN'), '0-8044-2957-X\n9780306406158\n978-0-306-40615-7')
    await userEvent.click(screen.getByRole('button', { name: 'Add to list' }))
    const result = await screen.findByText('Added 1 title.')
    const status = result.closest('[role=status]') as HTMLElement
    expect(status).toHaveTextContent('9780306406158: the check digit is wrong')
    expect(status).toHaveTextContent('9780306406157: "Organic Chemistry" is already on this booklist')
    expect(await within(items).findByText('Cell Biology', { selector: '.item-title' })).toBeInTheDocument()
    // What was not added stays in the box to correct.
    expect(screen.getByLabelText('Add titles by ISBN')).toHaveValue('9780306406158\n9780306406157')
  })

  test('changes quantity inline by keyboard and submits the list, which is then read-only', async () => {
    const server = await renderScreen('ed@testville.example', { list: lists.draft })
    const quantity = await screen.findByLabelText('Quantity of Organic Chemistry')
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '0{Enter}')
    expect(await screen.findByText('The quantity is at least 1.')).toBeInTheDocument()
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '4{Enter}')
    await waitFor(() => expect(screen.getByText('£183.96', { selector: 'dd' })).toBeInTheDocument())
    await userEvent.selectOptions(screen.getByLabelText('Requirement of Organic Chemistry'), 'optional')
    await waitFor(() => expect(screen.getByLabelText('Requirement of Organic Chemistry')).toHaveValue('optional'))
    expect(server.calls.filter((call) => call === 'booklists.updateItem')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Submit list' }))
    expect(await screen.findByText('CHEM101 booklist submitted')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit list' })).toBeNull())
    // Submitted: read-only until reopened.
    expect(screen.queryByRole('button', { name: 'Remove Organic Chemistry' })).toBeNull()
    expect(screen.queryByLabelText('Quantity of Organic Chemistry')).toBeNull()
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
  })

  test('a final list has no edit controls even for an editor', async () => {
    await renderScreen('ed@testville.example', { list: lists.final })
    await screen.findByText('Cell Biology')
    expect(screen.queryByLabelText('Add titles by ISBN')).toBeNull()
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull()
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

  test('a list that does not exist (or is another institution’s) says so, with the way back', async () => {
    await renderScreen('ed@testville.example', { list: lists.otherton })
    expect(await screen.findByRole('alert')).toHaveTextContent('This booklist could not be loadedThere is no such booklist.')
    await userEvent.click(screen.getByRole('button', { name: '← All course lists' }))
    expect(await screen.findByRole('table', { name: 'Course booklists' })).toBeInTheDocument()
  })
})
