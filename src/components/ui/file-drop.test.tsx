// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { FileDrop } from './file-drop.tsx'
import { axeViolations } from './testing/axe-violations.ts'

const csv = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name, { type: 'text/csv' })

function renderDrop(progress?: number) {
  const onFile = vi.fn()
  const view = render(<FileDrop label="Booklist file" accept=".csv" maxBytes={1024 * 1024} onFile={onFile} progress={progress} />)
  const input = screen.getByLabelText('Booklist file')
  // The zone is the component's outer element: where a file is dropped.
  const zone = view.container.firstElementChild as HTMLElement
  return { ...view, onFile, input, zone }
}

test('a file chosen in the labelled input goes to onFile; the rules are said with the field; no axe violations', async () => {
  const { onFile, input, container } = renderDrop()
  expect(input).toHaveAttribute('type', 'file')
  expect(input).toHaveAccessibleDescription('Choose a file or drop it here. Takes .csv, up to 1 MB.')
  const file = csv('list.csv', 200)
  await userEvent.upload(input, file)
  expect(onFile).toHaveBeenCalledExactlyOnceWith(file)
  expect(await axeViolations(container)).toEqual([])
})

test('the input is emptied after each choice, so the same file chosen again reaches onFile again', async () => {
  const { onFile, input } = renderDrop()
  const file = csv('list.csv', 200)
  await userEvent.upload(input, file)
  expect((input as HTMLInputElement).value).toBe('')
  await userEvent.upload(input, file)
  expect(onFile).toHaveBeenCalledTimes(2)
})

test('a file over the limit is refused with its name, its size and the limit, and never reaches onFile; no axe violations', async () => {
  const { onFile, input, container } = renderDrop()
  await userEvent.upload(input, csv('big.csv', 2.5 * 1024 * 1024))
  expect(onFile).not.toHaveBeenCalled()
  expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(input).toHaveAccessibleDescription(/big\.csv is 2\.5 MB; the limit is 1 MB\./)
  expect(screen.getByRole('status')).toHaveTextContent('big.csv is 2.5 MB; the limit is 1 MB.')
  expect(await axeViolations(container)).toEqual([])
})

test('a dropped file goes to the same onFile, the zone is highlighted while a file is over it, and a wrong type is refused by name', () => {
  const { onFile, zone } = renderDrop()
  fireEvent.dragOver(zone, { dataTransfer: { files: [] } })
  expect(zone).toHaveClass('file-drop-over')
  const file = csv('list.csv', 10)
  fireEvent.drop(zone, { dataTransfer: { files: [file] } })
  expect(zone).not.toHaveClass('file-drop-over')
  expect(onFile).toHaveBeenCalledExactlyOnceWith(file)

  fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } })
  expect(onFile).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('status')).toHaveTextContent('photo.png is not a file this takes; choose .csv.')
})

test('progress shows as a named bar with its percent; no axe violations', async () => {
  const { container } = renderDrop(0.42)
  const bar = screen.getByRole('progressbar', { name: 'Uploading Booklist file' })
  expect(bar).toHaveAttribute('value', '42')
  expect(bar).toHaveAttribute('max', '100')
  expect(container).toHaveTextContent('42%')
  expect(await axeViolations(container)).toEqual([])
})
