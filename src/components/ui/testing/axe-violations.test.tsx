// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { axeViolations } from './axe-violations.ts'

test('the axe helper does report violations (an unlabelled field, a nameless button)', async () => {
  const { container } = render(
    <form>
      <input type="text" />
      <button type="button" />
    </form>,
  )
  const violations = await axeViolations(container)
  expect(violations.map((line) => line.split(':')[0])).toEqual(['button-name', 'label'])
})
