import { expect, test } from 'vitest'
import { agoWords, changedUnderneathSentence, changeVerb, markSentence } from './change-words.ts'

test('each write-path verb reads in the past tense; an unknown one reads "changed"', () => {
  expect(changeVerb('create')).toBe('added')
  expect(changeVerb('approve')).toBe('approved')
  expect(changeVerb('reject')).toBe('rejected')
  expect(changeVerb('cancel')).toBe('cancelled')
  expect(changeVerb('order')).toBe('ordered')
  expect(changeVerb('place')).toBe('ordered')
  expect(changeVerb('receive')).toBe('received')
  expect(changeVerb('edit')).toBe('changed')
  expect(changeVerb('addItem')).toBe('added')
  expect(changeVerb('removeItem')).toBe('removed')
  expect(changeVerb('discard')).toBe('removed')
  expect(changeVerb('submit')).toBe('submitted')
  expect(changeVerb('reopen')).toBe('reopened')
  expect(changeVerb('editPermissions')).toBe('permissions changed')
  expect(changeVerb('grantAccess')).toBe('access granted')
  expect(changeVerb('revokeAccess')).toBe('access revoked')
  expect(changeVerb('frobnicate')).toBe('changed')
  // An inherited name is not a verb of ours.
  expect(changeVerb('toString')).toBe('changed')
})

test('how long ago, in words', () => {
  expect(agoWords(0)).toBe('just now')
  expect(agoWords(4400)).toBe('just now')
  expect(agoWords(12_000)).toBe('12 s ago')
  expect(agoWords(125_000)).toBe('2 min ago')
  expect(agoWords(-3000)).toBe('just now')
})

test('a row’s mark names the verb and who, and says when the row is leaving', () => {
  const change = { action: 'approve', actorEmail: 'omar@westbrook.example' }
  expect(markSentence(change)).toBe('approved by omar@westbrook.example just now')
  expect(markSentence(change, { leaving: true })).toBe('approved by omar@westbrook.example just now — no longer in this list')
})

test('a dialog’s warning says who did what to this record, and "removed" when it is gone', () => {
  expect(changedUnderneathSentence({ action: 'order', actorEmail: 'pat@westbrook.example', version: 4 }, 'request', 3000)).toBe(
    'pat@westbrook.example ordered this request just now',
  )
  expect(changedUnderneathSentence({ action: 'order', actorEmail: 'pat@westbrook.example', version: 4 }, 'request', 7000)).toBe(
    'pat@westbrook.example ordered this request 7 s ago',
  )
  expect(changedUnderneathSentence({ action: 'changePermissions', actorEmail: 'a@x.example', version: 2 }, 'staff member', 0)).toBe(
    'a@x.example changed the permissions of this staff member just now',
  )
  expect(changedUnderneathSentence({ action: 'edit', actorEmail: 'a@x.example', version: null }, 'product', 0)).toBe(
    'a@x.example removed this product just now',
  )
})
