import { expect, test } from 'vitest'
import { namespacesFor } from './live-refetch-map.ts'

test('any change heard also refetches the notifications (the page and the bell), and no change refetches nothing', () => {
  expect([...namespacesFor(['Student'])]).toEqual(['students', 'whoCan', 'notifications'])
  expect([...namespacesFor(['Order', 'Request'])]).toEqual(['orders', 'requests', 'supplies', 'dashboards', 'whoCan', 'notifications'])
  expect([...namespacesFor([])]).toEqual([])
})
