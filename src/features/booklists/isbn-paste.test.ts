import { expect, test } from 'vitest'
import { parsePastedIsbns } from './isbn-paste.ts'

test('pasted ISBNs: any separator, hyphens and spaces inside one, ISBN-10 converted, duplicates once, bad ones with why', () => {
  expect(parsePastedIsbns('978-0-306-40615-7, 080442957X\n978 0 306 40615 7; 9780306406158 hello')).toEqual({
    valid: ['9780306406157', '9780804429573'],
    invalid: [
      { text: '9780306406158', problem: '9780306406158 is not a valid ISBN: its check digit should be 7.' },
      { text: 'hello', problem: 'hello is not an ISBN-10 or ISBN-13.' },
    ],
  })
  expect(parsePastedIsbns('  \n ')).toEqual({ valid: [], invalid: [] })
})
