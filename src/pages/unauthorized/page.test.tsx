// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'

const reader = () => persona({ flags: { 'roles-and-permissions': true }, permissions: { 'catalogue:search': true } })

test('access changed by someone the live stream named: the page says who', async () => {
  renderApp(createFakeTrpcServer(reader()), { path: '/unauthorized?from=%2Fbooklist&changed=true&by=ana%40northbridge.example' })
  expect(await screen.findByText('Your access has changed: you can no longer open /booklist.')).toBeInTheDocument()
  expect(screen.getByText('It was changed by ana@northbridge.example.')).toBeInTheDocument()
})

test('without `changed`, a `by` says nothing', async () => {
  renderApp(createFakeTrpcServer(reader()), { path: '/unauthorized?from=%2Fbooklist&by=ana%40northbridge.example' })
  expect(await screen.findByText('You do not have access to /booklist.')).toBeInTheDocument()
  expect(screen.queryByText(/changed by/)).toBeNull()
})
