import { describe, expect, test } from 'vitest'
import { boardSummary, deadlineDistance, percentText } from './term-status-summary.ts'

describe('the board summary in words', () => {
  test.each([
    [8, 'in 8 days'],
    [1, 'in 1 day'],
    [0, 'today'],
    [-1, 'passed 1 day ago'],
    [-3, 'passed 3 days ago'],
  ])('%i days left: %s', (days, words) => expect(deadlineDistance(days)).toBe(words))

  test('a term that is no record has no deadline; no courses, no share', () => {
    expect(boardSummary({ termName: '2030-spring', term: null, daysLeft: null })).toBe('Spring 2030 · no booklist deadline set')
    expect([percentText(null), percentText(33.3), percentText(0)]).toEqual(['—', '33.3%', '0%'])
  })
})
