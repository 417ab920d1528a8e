// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { act, render, screen } from '@testing-library/react'
import { lazy, type ReactElement } from 'react'
import { expect, test } from 'vitest'
import { ScreenChunk } from './screen-chunk.tsx'

test('the page around a screen chunk renders at once; the screen replaces a labelled spinner when its chunk arrives', async () => {
  let arrive: (module: { default: () => ReactElement }) => void = () => {}
  const Screen = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)))
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
  await act(async () => arrive({ default: () => <table aria-label="Open requests" /> }))
  expect(await screen.findByRole('table', { name: 'Open requests' })).toBeTruthy()
  expect(screen.queryByRole('status', { name: 'Loading requests' })).toBeNull()
})
