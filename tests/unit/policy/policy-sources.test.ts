import { describe, expect, it } from 'vitest'
import { policy as lean } from '../../../src/generated/policy.gen.ts'
import { policySources } from '../../../src/generated/policy-sources.gen.ts'
import { splitSources, withSources } from '../../../src/policy/policy-sources.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import { compileWorkingTree } from '../../../scripts/policy/semantics/compile-sources.ts'

const compiled = compileWorkingTree(process.cwd())
if ('error' in compiled) throw new Error(compiled.error)
const full = compiled.policy

/** Every key anywhere in a value, with the path it sits at. */
function keysOf(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, i) => keysOf(entry, `${at}[${i}]`))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, entry]) => [`${at}.${key}`, ...keysOf(entry, `${at}.${key}`)])
}

describe('the lean browser policy', () => {
  it('carries no source position or description anywhere', () => {
    expect(keysOf(lean).filter((path) => /\.(src|description)$/.test(path))).toEqual([])
    // The compiler's own output has plenty, so the check above can fail.
    expect(keysOf(full).filter((path) => /\.src$/.test(path)).length).toBeGreaterThan(100)
  })

  it('is the compiled policy exactly, once the tools put the sources back', () => {
    expect(withSources(lean, policySources)).toEqual(JSON.parse(JSON.stringify(full)))
  })

  it('strips generically, but leaves record conditions alone (a field may be called description)', () => {
    const rule = { action: 'read', subject: 'Note', conditions: { description: 'x', src: 'y' }, when: { kind: 'always', id: 0, src: ['f.yaml', 1, 2] } }
    const withRecords = {
      ...full,
      abilityRules: [rule],
      extra: [{ name: 'n', description: 'About n.', src: ['g.yaml', 3, 4] }],
    } as unknown as PolicyWithSources
    const { runtime, sources } = splitSources(withRecords)
    expect(runtime.abilityRules).toEqual([{ action: 'read', subject: 'Note', conditions: { description: 'x', src: 'y' }, when: { kind: 'always', id: 0 } }])
    expect((runtime as unknown as { extra: unknown }).extra).toEqual([{ name: 'n' }])
    expect(withSources(runtime, sources)).toEqual(withRecords)
  })

  it('refuses sources of another policy', () => {
    expect(() => withSources({ ...lean, hash: 'other' }, policySources)).toThrow(/does not belong/)
  })
})
