// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ChartCard } from './chart-card.tsx'
import type { ChartData } from './chart-types.ts'

const longName = 'Introduction to the Philosophy of Science and Scientific Method'
const byCourse: ChartData = {
  title: 'Adoptions by course',
  shape: 'bar',
  categoryLabel: 'Course',
  measure: 'Adoptions',
  series: [{ key: 'count', label: 'Adoptions', unit: { kind: 'count' } }],
  rows: [
    { key: 'c1', label: longName, values: { count: 12 } },
    { key: 'c2', label: 'Law', values: { count: 3 } },
  ],
}

function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === '(max-width: 40rem)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('on a desk the chart comes first, and a long category name is drawn whole (wrapped, never cut with an ellipsis)', async () => {
  screenWidth(false)
  const { container } = render(<ChartCard chart={byCourse} emptyTitle="No adoptions" fileName="adoptions" />)
  expect(screen.getByRole('button', { name: 'Chart' }).getAttribute('aria-pressed')).toBe('true')
  const drawing = await screen.findByRole('img', {}, { timeout: 5000 })
  const words = [...drawing.querySelectorAll('text')].map((text) => text.textContent ?? '').join(' ')
  expect(words.replace(/\s+/g, ' ')).toContain(longName)
  expect(container.textContent).not.toContain('…')
})

test('on a phone the table comes first, the chart one press away', () => {
  screenWidth(true)
  render(<ChartCard chart={byCourse} emptyTitle="No adoptions" fileName="adoptions" />)
  expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true')
  expect(screen.getByRole('table')).toBeTruthy()
  expect(screen.getByRole('rowheader', { name: longName })).toBeTruthy()
})
