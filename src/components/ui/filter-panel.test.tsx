// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { axeViolations } from './testing/axe-violations.ts'
import { activeFilterCount, FilterPanel } from './filter-panel.tsx'

const labels = { q: 'Title', status: 'Status', kind: 'Kind' }

test('a disclosure button counts the filters set and shows or folds the search region; no axe violations', async () => {
  const { container } = render(
    <FilterPanel label="Filter requests" list={{ search: { q: 'chem', status: 'pending', page: 2 }, labels }}>
      <label>
        Title <input />
      </label>
    </FilterPanel>,
  )
  const button = screen.getByRole('button', { name: 'Filters (2 active)' })
  const region = screen.getByRole('search', { name: 'Filter requests' })
  expect(region).toHaveClass('list-filters')
  expect(button).toHaveAttribute('aria-controls', region.id)
  expect(button).toHaveAttribute('aria-expanded', 'false')
  await userEvent.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(container.firstElementChild).toHaveAttribute('data-open')
  expect(await axeViolations(container)).toEqual([])
})

test('only the filters named by the labels count, and an empty one does not', () => {
  expect(activeFilterCount({ q: '', status: undefined, sort: 'title' }, labels)).toBe(0)
  expect(activeFilterCount({ kind: 'purchase' }, labels)).toBe(1)
})
