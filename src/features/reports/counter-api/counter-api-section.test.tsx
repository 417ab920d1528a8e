// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { AbilityProvider } from '@casl/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { TRPCError } from '@trpc/server'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { reportsLibrarian } from '../../../../tests/factories/facts.ts'
import { createQueryClient } from '../../../app/api/query-client.ts'
import { createTrpcClient } from '../../../app/api/trpc-client.ts'
import { TRPCProvider } from '../../../app/api/trpc-options.ts'
import { createFakeTrpcServer } from '../../../app/testing/fake-trpc-server.ts'
import { axeViolations } from '../../../components/ui/testing/axe-violations.ts'
import { ToastProvider } from '../../../components/ui/toast.tsx'
import type { CounterApiKeySummary, CreateCounterApiKeyInput, RevokeCounterApiKeyInput } from '../../../contracts/counter-api-keys.ts'
import { lastCompleteMonth } from '../../../contracts/counter-report-names.ts'
import type { AppAbility } from '../../../generated/ability.gen.ts'
import { policy } from '../../../generated/policy.gen.ts'
import { abilityFor } from '../../../policy/index.ts'
import { CounterApiSection } from './counter-api-section.tsx'

const me = { id: 'user-1', institutionId: 'inst-1' }
const hostile = '<img src=x onerror=alert(1)>'
const librarian = (view = true) => reportsLibrarian(me, view)

const jusp: CounterApiKeySummary = {
  id: 'key-2',
  name: 'JUSP',
  hint: 'x7Qa',
  requestorId: null,
  status: 'active',
  createdAt: '2026-03-02T10:00:00Z',
  createdByName: 'Ada Lovelace',
  lastUsedAt: null,
  revokedAt: null,
  version: 1,
}
const fromFile: CounterApiKeySummary = {
  id: 'key-1',
  name: hostile,
  hint: '9zZz',
  requestorId: 'celus-1',
  status: 'revoked',
  createdAt: '2026-01-05T00:00:00Z',
  createdByName: null,
  lastUsedAt: '2026-02-01T08:30:00Z',
  revokedAt: '2026-02-02T00:00:00Z',
  version: 2,
}

interface Faults {
  /** The next create fails with this server error. */
  createFails?: string
  /** The next revoke meets someone else's revoke first. */
  revokeConflicts?: boolean
}

/** The counterApiKeys procedures over a list of keys, keeping each input they were sent. */
function keysServer(facts = librarian(), start: readonly CounterApiKeySummary[] = [jusp, fromFile], faults: Faults = {}) {
  let keys = [...start]
  const created: CreateCounterApiKeyInput[] = []
  const revoked: RevokeCounterApiKeyInput[] = []
  let lists = 0
  const server = createFakeTrpcServer(facts, { ...me, email: 'lib@inst.example' }, (t) => ({
    counterApiKeys: t.router({
      list: t.procedure.query(() => {
        lists += 1
        return { customerId: 'TESTVILLE-1', keys }
      }),
      create: t.procedure
        .input((value: unknown) => value as CreateCounterApiKeyInput)
        .mutation(({ input }) => {
          created.push(input)
          if (faults.createFails) {
            const message = faults.createFails
            faults.createFails = undefined
            throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message })
          }
          const record: CounterApiKeySummary = {
            ...jusp,
            id: `key-new-${created.length}`,
            name: input.name,
            hint: 'Zk3p',
            requestorId: input.requestorId ?? null,
            createdAt: '2026-04-01T09:00:00Z',
          }
          keys = [record, ...keys]
          return { key: 'cak_secretsecretZk3p', record }
        }),
      revoke: t.procedure
        .input((value: unknown) => value as RevokeCounterApiKeyInput)
        .mutation(({ input }) => {
          revoked.push(input)
          const revoke = (key: CounterApiKeySummary) => ({ ...key, status: 'revoked' as const, revokedAt: '2026-04-02T00:00:00Z', version: key.version + 1 })
          if (faults.revokeConflicts) {
            faults.revokeConflicts = false
            keys = keys.map((key) => (key.id === input.id ? revoke(key) : key))
            throw new TRPCError({ code: 'CONFLICT', message: 'Grace Hopper revoked “JUSP” just now.' })
          }
          const key = keys.find((candidate) => candidate.id === input.id)
          if (!key || key.version !== input.version) throw new TRPCError({ code: 'CONFLICT', message: 'Stale.' })
          keys = keys.map((candidate) => (candidate === key ? revoke(key) : candidate))
          return revoke(key)
        }),
    }),
  }))
  return { server, created, revoked, lists: () => lists }
}

function renderSection(server: ReturnType<typeof keysServer>['server'], facts = librarian()) {
  const queryClient = createQueryClient()
  const trpcClient = createTrpcClient({ url: 'https://app.example.edu/trpc', fetch: server.fetch })
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AbilityProvider value={abilityFor(policy, facts) as unknown as AppAbility}>
          <ToastProvider>
            <main>
              <CounterApiSection institutionId={me.institutionId} />
            </main>
          </ToastProvider>
        </AbilityProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  )
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)
const base = () => `${window.location.origin}/counter/r51`

/** The section over this server, its keys loaded, and the New API key dialog open. */
async function openNewKey(keys: ReturnType<typeof keysServer>) {
  const user = userEvent.setup()
  renderSection(keys.server)
  await screen.findByText('JUSP')
  await user.click(screen.getByRole('button', { name: 'New API key' }))
  const dialog = await screen.findByRole('dialog', { name: 'New API key' })
  return { user, dialog, name: within(dialog).getByRole('textbox', { name: /^Name/ }) }
}

describe('the COUNTER API section', () => {
  test('the base URL, the customer ID and the keys: hint, requestor ID, maker or data file, Never; record text as text; axe clean', async () => {
    const { server } = keysServer()
    renderSection(server)
    const section = screen.getByRole('region', { name: 'COUNTER API' })
    expect(section).toHaveTextContent('Usage harvesters such as JUSP or Celus fetch these reports themselves with the details below.')
    const table = await screen.findByRole('table', { name: 'COUNTER API keys' })
    await within(table).findByText('JUSP')
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name', 'Key', 'Requestor ID', 'Made', 'Last used', 'Status', 'Actions',
    ])
    expect(bodyRows(table).map(cells)).toEqual([
      ['JUSP', '…x7Qa', '—', '2 Mar 2026, by Ada Lovelace', 'Never', 'Active', 'Revoke…'],
      [hostile, '…9zZz', 'celus-1', '5 Jan 2026, from the data file', '1 Feb 2026, 08:30 UTC', 'Revoked', ''],
    ])
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Base URL' })).toHaveValue(base())
    expect(screen.getByRole('textbox', { name: 'Customer ID' })).toHaveValue('TESTVILLE-1')
    expect(screen.getByRole('button', { name: 'Copy the base URL' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy the customer ID' })).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('without counterReport:view nothing is shown and nothing asked', async () => {
    const facts = librarian(false)
    const { server, lists } = keysServer(facts)
    const { container } = renderSection(server, facts)
    // Long enough for a query to have been sent, had one been started.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.querySelector('main')).toBeEmptyDOMElement()
    expect(server.dataRequests).toEqual([])
    expect(lists()).toBe(0)
  })

  test('no keys yet: the empty state says why to make one per harvester', async () => {
    const { server } = keysServer(librarian(), [])
    renderSection(server)
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument()
    expect(screen.getByText('Make one for each harvester, so you can revoke one without stopping the others.')).toBeInTheDocument()
  })

  test('New API key: the key is shown once, with the warning and a curl line for the last complete month; the list shows it', async () => {
    const keys = keysServer()
    const { user, dialog, name } = await openNewKey(keys)
    expect(within(dialog).getByRole('textbox', { name: 'Requestor ID' })).toHaveAccessibleDescription('Only if your harvester sends one.')
    await user.type(name, 'Celus')
    await user.click(within(dialog).getByRole('button', { name: 'Make key' }))

    const made = await screen.findByRole('dialog', { name: 'API key “Celus” made' })
    expect(made).toHaveTextContent('Copy it now: it is shown only once and cannot be seen again.')
    expect(within(made).getByRole('textbox', { name: 'API key' })).toHaveValue('cak_secretsecretZk3p')
    expect(within(made).getByRole('button', { name: 'Copy key' })).toBeInTheDocument()
    const month = lastCompleteMonth(Date.now())
    expect(within(made).getByRole('textbox', { name: 'Try it' })).toHaveValue(
      `curl '${base()}/reports/tr_b1?customer_id=TESTVILLE-1&api_key=cak_secretsecretZk3p&begin_date=${month}&end_date=${month}'`,
    )
    expect(keys.created).toEqual([{ name: 'Celus', idempotencyKey: expect.any(String) }])
    expect(await axeViolations(made)).toEqual([])

    await user.click(within(made).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const table = screen.getByRole('table', { name: 'COUNTER API keys' })
    await waitFor(() => expect(cells(bodyRows(table)[0]!).slice(0, 3)).toEqual(['Celus', '…Zk3p', '—']))
    // The key itself is nowhere on the page once the dialog is closed.
    expect(document.body).not.toHaveTextContent('cak_secretsecretZk3p')
  })

  test('a server error is said in the dialog and what was typed stays; sending again uses the same idempotency key', async () => {
    const keys = keysServer(librarian(), [jusp], { createFails: 'The database did not answer.' })
    const { created } = keys
    const { user, dialog, name } = await openNewKey(keys)
    await user.type(name, 'Celus')
    await user.type(within(dialog).getByRole('textbox', { name: 'Requestor ID' }), 'celus-harvester')
    await user.click(within(dialog).getByRole('button', { name: 'Make key' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The database did not answer.')
    expect(name).toHaveValue('Celus')
    expect(within(dialog).getByRole('textbox', { name: 'Requestor ID' })).toHaveValue('celus-harvester')

    await user.click(within(dialog).getByRole('button', { name: 'Make key' }))
    expect(await screen.findByRole('dialog', { name: 'API key “Celus” made' })).toBeInTheDocument()
    expect(created).toHaveLength(2)
    expect(created[1]).toEqual({ name: 'Celus', requestorId: 'celus-harvester', idempotencyKey: created[0]?.idempotencyKey })
  })

  test('an empty name is refused in the dialog before anything is sent', async () => {
    const keys = keysServer()
    const { user, dialog, name } = await openNewKey(keys)
    await user.click(within(dialog).getByRole('button', { name: 'Make key' }))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveFocus()
    expect(keys.created).toEqual([])
  })

  test('Revoke asks first, naming the key, then sends its id and version; the row shows it revoked', async () => {
    const user = userEvent.setup()
    const { server, revoked } = keysServer()
    renderSection(server)
    await screen.findByText('JUSP')
    await user.click(screen.getByRole('button', { name: 'Revoke JUSP' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “JUSP”?' })
    expect(dialog).toHaveAccessibleDescription('Harvesters using it are refused from the next request.')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(revoked).toEqual([{ id: 'key-2', version: 1 }])
    const table = screen.getByRole('table', { name: 'COUNTER API keys' })
    await waitFor(() => expect(cells(bodyRows(table)[0]!)).toEqual(['JUSP', '…x7Qa', '—', '2 Mar 2026, by Ada Lovelace', 'Never', 'Revoked', '']))
  })

  test('a CONFLICT on revoke says the server’s sentence and shows the key as it is now', async () => {
    const user = userEvent.setup()
    const { server, lists } = keysServer(librarian(), [jusp], { revokeConflicts: true })
    renderSection(server)
    await screen.findByText('JUSP')
    await user.click(screen.getByRole('button', { name: 'Revoke JUSP' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “JUSP”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Grace Hopper revoked “JUSP” just now.')
    expect(await within(dialog).findByText('This key is revoked already.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Revoke key' })).toBeNull()
    expect(lists()).toBe(2)
  })
})
