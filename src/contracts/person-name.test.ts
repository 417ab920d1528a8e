import { expect, test } from 'vitest'
import { personName } from './person-name.ts'

// Issue 50: instructors shown by name except one by email. One rule for people everywhere.
test('a person reads as their name, trimmed', () => {
  expect(personName({ name: 'Rita Shah', email: 'rita@northbridge.example' })).toBe('Rita Shah')
  expect(personName({ name: '  Rita Shah ', email: 'rita@northbridge.example' })).toBe('Rita Shah')
})

test('a person without a name reads as their email', () => {
  for (const name of [null, undefined, '', '   ']) expect(personName({ name, email: 'rita@northbridge.example' })).toBe('rita@northbridge.example')
  expect(personName({ email: 'rita@northbridge.example' })).toBe('rita@northbridge.example')
})
