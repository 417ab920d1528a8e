// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { catalogueTitle } from '../../../tests/factories/catalogue-titles.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'

const title = catalogueTitle

const titles = [
  title('t-org', 'Organic Chemistry', {
    isbn13: '9780306406157',
    courses: [
      { courseId: 'c1', code: 'CHEM101', title: 'Intro Chemistry', term: '2026-autumn', department: 'Chemistry', requirement: 'essential', listState: 'draft' },
    ],
  }),
  title('t-evil', '<img src=x onerror="alert(1)"> Chemistry for =cmd'),
  ...Array.from({ length: 30 }, (_, i) => title(`t-bio-${String(i).padStart(2, '0')}`, `Biology ${String(i).padStart(2, '0')}`)),
]

// /search is the search while detailed-search is off; with it on, the menu's Search is /catalog-search.
const searcher = (path: string, permissions: Record<string, boolean> = {}) =>
  persona({
    flags: { 'roles-and-permissions': true, 'detailed-search': path.startsWith('/catalog-search') },
    permissions: { 'catalogue:search': true, ...permissions },
  })

// jsdom computes a link's name with a space around each <mark> (it knows no inline layout), so results are found by their text.
const resultLink = (text: string) => (_: string, element: Element | null) => element?.tagName === 'A' && element.textContent === text

function open(path: string, permissions?: Record<string, boolean>) {
  const server = createFakeTrpcServer(searcher(path, permissions), undefined, undefined, { titles })
  return { server, ...renderApp(server, { path }) }
}

describe('catalogue search', () => {
  test('searches as you type: one request after the pause, the query in the URL, matches marked as text', async () => {
    // cart:purchase: list prices are shown (policy/resources/title.yaml).
    const { server, history } = open('/search', { 'cart:purchase': true })
    const box = await screen.findByRole('searchbox', { name: 'Search the catalogue' })
    await userEvent.type(box, 'chem')
    const table = await screen.findByRole('table', { name: 'Catalogue titles found' })
    await within(table).findByText(resultLink('Organic Chemistry'))
    expect(server.searches.map((input) => input.q)).toEqual(['chem'])
    expect(history.location.search).toBe('?q=chem')
    // Hostile record text stays text: no element is made of it, and the match is split into <mark>.
    expect(document.querySelector('img')).toBeNull()
    const evil = within(table).getByText(resultLink('<img src=x onerror="alert(1)"> Chemistry for =cmd'))
    expect(evil.textContent).toBe('<img src=x onerror="alert(1)"> Chemistry for =cmd')
    expect([...evil.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Chem'])
    expect(within(table).getAllByText('£45.99')).toHaveLength(2)
  })

  test('the search box sits in the page’s one search landmark', async () => {
    open('/catalog-search?q=chem')
    const landmark = await screen.findByRole('search', { name: 'Search the catalogue' })
    expect(within(landmark).getByRole('searchbox', { name: 'Search the catalogue' })).toBeInTheDocument()
    expect(screen.getAllByRole('search')).toEqual([landmark])
  })

  test('opens from a shared link with its page, and pages through the results', async () => {
    const { history } = open('/search?q=biology&page=2')
    expect(await screen.findByText('30 titles found')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Biology 25' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(await screen.findByRole('link', { name: 'Biology 00' })).toBeInTheDocument()
    expect(history.location.search).toBe('?q=biology')
  })

  test('past the server’s count cap, says 1,000+ and pages up to the cap', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => title(`t-zz-${String(i).padStart(4, '0')}`, `Zymurgy ${String(i).padStart(4, '0')}`))
    const server = createFakeTrpcServer(searcher('/search'), undefined, undefined, { titles: many })
    renderApp(server, { path: '/search?q=zymurgy' })
    expect(await screen.findByText('1,000+ titles found')).toBeInTheDocument()
    expect(screen.getByText('Rows 1–25 of 1,000+ · page 1 of 40')).toBeInTheDocument()
  })

  test('finds a title by its ISBN typed with hyphens', async () => {
    open('/search?q=978-0-306-40615-7')
    expect(await screen.findByText('1 title with this ISBN')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Organic Chemistry' })).toHaveAttribute('href', '/search/t-org')
  })

  test('says an ISBN with a wrong check digit is not valid, in the booklist’s words, and matches nothing', async () => {
    open('/search?q=978-0-306-40615-8')
    expect(await screen.findByText('978-0-306-40615-8 is not a valid ISBN: its check digit should be 7.')).toBeInTheDocument()
    expect(screen.getByText('Correct the check digit, or search by title or author instead.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Organic Chemistry' })).toBeNull()
  })

  test('says what to loosen when nothing matches', async () => {
    open('/catalog-search?q=quantum&format=ebook')
    expect(await screen.findByText('No titles match “quantum”')).toBeInTheDocument()
    expect(screen.getByText(/Use fewer words/)).toBeInTheDocument()
    expect(screen.getByText('Loosen the filters: format.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue(''))
  })

  test('a bad value in a hand-typed URL is shown as invalid, in its field, and searched for only once corrected', async () => {
    const { server, history } = open('/catalog-search?q=chem&format=vinyl&page=zero&yearFrom=12')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Format: “vinyl” is not a format: choose one of print, ebook, audiobook, loose-leaf, online-courseware.')
    expect(alert).toHaveTextContent('Year from: Give a four-digit year, from 1000 to 9999.')
    expect(screen.getByRole('textbox', { name: 'Year from' })).toHaveValue('12')
    expect(screen.getByRole('textbox', { name: 'Year from' })).toHaveAttribute('aria-invalid', 'true')
    expect(server.searches).toEqual([])
    await userEvent.click(within(alert).getByRole('button', { name: 'Clear Format' }))
    await userEvent.clear(screen.getByRole('textbox', { name: 'Year from' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Year from' }), '2020')
    await screen.findByText(resultLink('Organic Chemistry'))
    expect(server.searches).toEqual([{ q: 'chem', sort: 'relevance', page: 1, pageSize: 25, yearFrom: 2020 }])
    expect(history.location.search).toBe('?q=chem&yearFrom=2020')
  })

  test('a price to below the price from is invalid: nothing over it is listed under it', async () => {
    const { server } = open('/catalog-search?priceMin=100&priceMax=10', { 'cart:purchase': true })
    expect(await screen.findByRole('alert')).toHaveTextContent('Price to: 10 is below Price from (100): nothing could match. Raise it, or lower Price from.')
    expect(screen.getByRole('textbox', { name: 'Price to' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('table', { name: 'Catalogue titles found' })).toBeNull()
    await userEvent.type(screen.getByRole('textbox', { name: 'Price to' }), 'abc')
    expect(await screen.findByText('“10abc” is not a price: give an amount such as 12 or 12.50.', { selector: '.field-error' })).toBeInTheDocument()
    expect(server.searches).toEqual([])
  })

  test('shows an error with Retry, which loads the results', async () => {
    const { server } = open('/search')
    server.failCatalogueSearch(true)
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search the catalogue' }), 'organic')
    expect(await screen.findByText('The search results could not be loaded')).toBeInTheDocument()
    server.failCatalogueSearch(false)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(resultLink('Organic Chemistry'))).toBeInTheDocument()
  })
})

describe('list prices, only with cart:purchase or booklist:approve (policy/resources/title.yaml)', () => {
  test('a searcher without either sees no Price column, no price filters and no price sort; an approver sees them', async () => {
    open('/catalog-search?q=chem')
    const table = await screen.findByRole('table', { name: 'Catalogue titles found' })
    await within(table).findByText(resultLink('Organic Chemistry'))
    expect(within(table).queryByRole('columnheader', { name: /Price/ })).toBeNull()
    expect(within(table).queryByText('£45.99')).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Price from' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Price to' })).toBeNull()
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(within(sort).queryByRole('option', { name: /Price/ })).toBeNull()
    expect(within(sort).getByRole('option', { name: 'Newest first' })).toBeInTheDocument()
  })

  test('an approver sees the Price column, the price filters and the price sort', async () => {
    open('/catalog-search?q=chem', { 'booklist:approve': true })
    const table = await screen.findByRole('table', { name: 'Catalogue titles found' })
    await within(table).findByText(resultLink('Organic Chemistry'))
    expect(within(table).getByRole('columnheader', { name: /Price/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Price from' })).toBeInTheDocument()
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).getByRole('option', { name: 'Price, lowest first' })).toBeInTheDocument()
  })

  test('the title page of a searcher without either shows the licences without prices', async () => {
    open('/search/t-org')
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument()
    expect(screen.queryByText('List price')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Licences' })).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Price' })).toBeNull()
    expect(screen.queryByText(/£/)).toBeNull()
  })
})

describe('title page', () => {
  test('shows the title, its licences and the courses that list it, and offers a request to who may raise one', async () => {
    open('/search/t-org', { 'booklist:request': true, 'cart:purchase': true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '£19.99' })).toBeInTheDocument()
    expect(screen.getByText(/CHEM101 Intro Chemistry/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request this title' })).toHaveAttribute('href', '/search/request?nbsi=t-org')
  })

  test('offers no request without booklist:request', async () => {
    open('/search/t-org')
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Request this title' })).toBeNull()
  })

  test('an unknown id is a not-found state inside the layout', async () => {
    open('/search/no-such-title')
    expect(await screen.findByRole('heading', { level: 1, name: 'Title not found' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Search the catalogue' })).toHaveAttribute('href', '/search')
  })
})

test('a user without catalogue:search opening a title link is told so, and no title is asked for', async () => {
  const server = createFakeTrpcServer(persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:view': true } }), undefined, undefined, {
    titles,
  })
  renderApp(server, { path: '/search/t-org' })
  expect(await screen.findByText('You may not look up catalogue titles.')).toBeInTheDocument()
  expect(server.requests.filter((url) => url.pathname.includes('catalogue'))).toEqual([])
})
