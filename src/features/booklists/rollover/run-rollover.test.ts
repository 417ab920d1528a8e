import { describe, expect, it } from 'vitest'
import type { RolloverInput, RolloverPreviewRow } from '../../../contracts/rollover.ts'
import { rolloverBatchSize } from '../../../contracts/rollover.ts'
import { runRollover } from './run-rollover.ts'

const row = (i: number, plan: RolloverPreviewRow['plan'] = 'roll'): RolloverPreviewRow => ({
  listId: `l-${i}`,
  version: i + 1,
  courseCode: `C${i}`,
  courseTitle: `Course ${i}`,
  term: '2026-autumn',
  itemCount: 2,
  plan,
  message: '',
})

describe('runRollover', () => {
  it('sends only the lists that roll, in batches with a key each, and reports progress after each batch', async () => {
    const rows = [...Array.from({ length: rolloverBatchSize + 5 }, (_, i) => row(i)), row(999, 'hasList')]
    const sent: RolloverInput[] = []
    const progress: [number, number][] = []
    let key = 0
    const outcomes = await runRollover(
      rows,
      '2027-spring',
      async (batch) => {
        sent.push(batch)
        return { outcomes: batch.lists.map((list) => ({ listId: list.id, result: 'rolled' as const, message: 'Rolled.' })) }
      },
      (done, total) => progress.push([done, total]),
      String,
      () => `key-${key++}`,
    )
    expect(sent.map((batch) => [batch.lists.length, batch.idempotencyKey])).toEqual([
      [rolloverBatchSize, 'key-0'],
      [5, 'key-1'],
    ])
    expect(sent[0]?.lists[3]).toEqual({ id: 'l-3', version: 4 })
    expect(progress).toEqual([
      [0, rolloverBatchSize + 5],
      [rolloverBatchSize, rolloverBatchSize + 5],
      [rolloverBatchSize + 5, rolloverBatchSize + 5],
    ])
    expect(outcomes).toHaveLength(rolloverBatchSize + 5)
  })

  it('marks a batch that failed whole with its error and still sends the next', async () => {
    const rows = Array.from({ length: rolloverBatchSize + 1 }, (_, i) => row(i))
    let calls = 0
    const outcomes = await runRollover(
      rows,
      '2027-spring',
      async (batch) => {
        calls += 1
        if (calls === 1) throw new Error('offline')
        return { outcomes: batch.lists.map((list) => ({ listId: list.id, result: 'rolled' as const, message: 'Rolled.' })) }
      },
      () => undefined,
      (error) => `Failed: ${(error as Error).message}`,
    )
    expect(outcomes[0]).toEqual({ listId: 'l-0', result: 'failed', message: 'Failed: offline' })
    expect(outcomes.at(-1)?.result).toBe('rolled')
  })
})
