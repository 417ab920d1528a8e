// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { act, render, screen, waitFor } from '@testing-library/react'
import { lazy, type ReactElement } from 'react'
import { expect, test } from 'vitest'
import { ScreenChunk } from './screen-chunk.tsx'

type ScreenModule = { default: () => ReactElement }

/** A lazy screen whose chunk arrives when the test says, and which tells whether it was asked for. */
function heldScreen() {
  const held = { asked: false, arrive: (_module: ScreenModule) => {} }
  const Screen = lazy(
    () =>
      new Promise<ScreenModule>((resolve) => {
        held.asked = true
        held.arrive = resolve
      }),
  )
  return { held, Screen }
}

test('the page around a screen chunk renders at once; the screen is asked for once that has painted, and replaces a labelled spinner when it arrives', async () => {
  const { held, Screen } = heldScreen()
  render(
    <>
      <h1>Requests</h1>
      <ScreenChunk label="Loading requests">
        <Screen />
      </ScreenChunk>
    </>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Requests' })).toBeTruthy()
  expect(screen.getByRole('status', { name: 'Loading requests' })).toBeTruthy()
  // The document's first page: the heading paints before the screen's chunk is asked for.
  expect(held.asked).toBe(false)
  await waitFor(() => expect(held.asked).toBe(true))
  await act(async () => held.arrive({ default: () => <table aria-label="Open requests" /> }))
  expect(await screen.findByRole('table', { name: 'Open requests' })).toBeTruthy()
  expect(screen.queryByRole('status', { name: 'Loading requests' })).toBeNull()

  // A later page asks for its screen in the same render: nothing waits for a frame any more.
  const later = heldScreen()
  render(
    <ScreenChunk label="Loading staff">
      <later.Screen />
    </ScreenChunk>,
  )
  expect(later.held.asked).toBe(true)
})
