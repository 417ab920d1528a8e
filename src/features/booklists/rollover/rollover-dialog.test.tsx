// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { AbilityProvider } from '@casl/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSearch } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createQueryClient } from '../../../app/api/query-client.ts'
import { createTrpcClient } from '../../../app/api/trpc-client.ts'
import { TRPCProvider } from '../../../app/api/trpc-options.ts'
import { createTestRouter, TestRouter } from '../../../app/testing/test-router.tsx'
import { axeViolations } from '../../../components/ui/testing/axe-violations.ts'
import { ToastProvider } from '../../../components/ui/toast.tsx'
import { seedRolloverFixture } from '../../../server/testing/rollover-fixture.ts'
import { createScreenServer } from '../../../server/testing/screen-server.ts'
import { createTestDatabase, type TestDatabase } from '../../../server/testing/test-databases.ts'
import { BooklistScreen } from '../booklist-screen.tsx'

let temp: TestDatabase
beforeEach(async () => {
  temp = await createTestDatabase('sqlite')
  await seedRolloverFixture(temp.db, 2, 2)
})
afterEach(() => temp.dispose())

async function renderScreen(email: string) {
  const server = await createScreenServer(temp.db, email)
  const queryClient = createQueryClient()
  const trpcClient = createTrpcClient({ url: 'https://app.example.edu/trpc', fetch: server.fetch })
  function Screen() {
    return <BooklistScreen search={useSearch({ strict: false })} />
  }
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AbilityProvider value={server.ability}>
          <ToastProvider>
            <TestRouter router={createTestRouter('/booklist', Screen)} />
          </ToastProvider>
        </AbilityProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  )
}

describe('rolling course lists over', () => {
  test('previews the selected lists, rolls the ones that can, and links each new list', async () => {
    const user = userEvent.setup()
    await renderScreen('ed@testville.example')
    const table = await screen.findByRole('table', { name: 'Course booklists' })
    await within(table).findByText('RO0001')
    for (const course of ['RO0001 Course 1', 'NORUN Autumn only', 'HAS Has spring'])
      await user.click(within(table).getByRole('checkbox', { name: `Select ${course}` }))
    await user.click(screen.getByRole('button', { name: 'Roll over to…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Roll over to a later term' })
    expect(within(dialog).getByRole('combobox', { name: 'Roll over to' })).toHaveValue('2027-spring')
    const preview = await within(dialog).findByRole('table', { name: 'What rolling over does to each course list' })
    expect(await within(preview).findByText('A new draft list in Spring 2027 with 2 items.')).toBeInTheDocument()
    expect(within(preview).getByText('NORUN does not run in Spring 2027; nothing to roll to.')).toBeInTheDocument()
    expect(within(preview).getByText('It already has a Spring 2027 list (draft); left as it is.')).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 course list of 3 will roll over to Spring 2027.')
    expect(await axeViolations(dialog)).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Roll over 1 list' }))
    const outcomes = await within(dialog).findByRole('table', { name: 'Outcome for each course list' })
    const link = within(outcomes).getByRole('link', { name: 'Open the new RO0001 list' })
    expect(link.getAttribute('href')).toMatch(/^\/booklist\?list=bl-/)
    expect(within(dialog).getByText('1 rolled over, 2 left as they were.')).toBeInTheDocument()
    const made = await temp.db.selectFrom('booklists').select('course_id').where('term', '=', '2027-spring').execute()
    expect(made.map((list) => list.course_id)).toContain('testville-RO0001-2027-spring')
  })

  test('offers nothing to roll to a person who may only read lists', async () => {
    await renderScreen('vic@testville.example')
    const table = await screen.findByRole('table', { name: 'Course booklists' })
    await within(table).findByText('RO0001')
    expect(screen.queryByRole('button', { name: /Roll over/ })).toBeNull()
    expect(within(table).queryByRole('checkbox')).toBeNull()
  })
})
