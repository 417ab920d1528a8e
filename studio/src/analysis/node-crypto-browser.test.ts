import { createHash as nodeCreateHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { createHash } from './node-crypto-browser.ts'

it('digests like Node for empty, multi-block and non-ASCII text', () => {
  for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(1000), 'Bücherliste ✓ 📚']) {
    expect(createHash('sha256').update(text).digest('hex')).toBe(nodeCreateHash('sha256').update(text).digest('hex'))
  }
})
