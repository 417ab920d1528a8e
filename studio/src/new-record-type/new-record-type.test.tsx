// @vitest-environment jsdom
import '../../../src/app/testing/dom-test-setup.ts'
import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { loadPolicySources } from '../../../scripts/policy/load.ts'
import { repoRoot } from '../../../scripts/policy/semantics/test-policy.ts'
import { analysePolicy } from '../analysis/analyse-policy.ts'
import { NewRecordType } from './new-record-type.tsx'

// The "New record type…" form: it checks the name, and its template compiles with the shipped policy as it is.
const shipped = loadPolicySources(repoRoot)
const files = (shipped.resources ?? []).map((resource) => resource.file)

function open() {
  const onCreate = vi.fn()
  render(<NewRecordType files={files} onCreate={onCreate} />)
  fireEvent.click(screen.getByRole('button', { name: 'New record type…' }))
  const input = screen.getByRole('textbox', { name: 'File name' })
  return { onCreate, input }
}

test('opens with the focus in the name field; Escape closes it and gives the focus back', () => {
  const { input } = open()
  expect(input).toHaveFocus()
  fireEvent.keyDown(input, { key: 'Escape' })
  expect(screen.queryByRole('form', { name: 'New record type' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'New record type…' })).toHaveFocus()
})

test('a name that is not kebab-case, or names an existing file, is explained beside the field and creates nothing', () => {
  const { onCreate, input } = open()
  for (const [name, message] of [
    ['', 'Type a file name'],
    ['ReadingList', '"ReadingList" is not kebab-case'],
    ['reading--list', 'is not kebab-case'],
    ['../x', 'is not kebab-case'],
    ['upload', 'policy/resources/upload.yaml exists already.'],
  ] as const) {
    fireEvent.change(input, { target: { value: name } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
  }
  expect(onCreate).not.toHaveBeenCalled()
})

test('a good name creates policy/resources/<name>.yaml from a template that compiles with no error', () => {
  const { onCreate, input } = open()
  fireEvent.change(input, { target: { value: 'reading-list' } })
  fireEvent.submit(input)
  expect(onCreate).toHaveBeenCalledTimes(1)
  const [file, text] = onCreate.mock.calls[0] as [string, string]
  expect(file).toBe('policy/resources/reading-list.yaml')
  expect(text).toMatch(/^# yaml-language-server: \$schema=\.\.\/schema\/resource\.schema\.json\n/)
  expect(text).toContain('ReadingList')
  expect(screen.queryByRole('form', { name: 'New record type' })).not.toBeInTheDocument()

  const analysis = analysePolicy({ policy: { ...shipped, resources: [...(shipped.resources ?? []), { file, text }] }, tables: [] })
  expect(analysis.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
  const record = analysis.policy?.records.find((candidate) => candidate.name === 'ReadingList')
  expect(record).toBeDefined()
})
