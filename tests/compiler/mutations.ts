import fc from 'fast-check'
import { parse, stringify } from 'yaml'

/** Edits to a policy file's text, the kinds of damage a hurried editor does. */
export type TextMutation =
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'swap-lines'; readonly a: number; readonly b: number }
  | { readonly kind: 'replace-value'; readonly line: number; readonly json: unknown }
  | { readonly kind: 'add-key'; readonly line: number; readonly key: string; readonly json: unknown }

const yamlNoise = fc.constantFrom(
  ':',
  '- ',
  '[',
  ']',
  '{',
  '}',
  '&a ',
  '*a',
  '\t',
  '\n',
  '"',
  "'",
  '? ',
  '!!binary ',
  '<<: ',
  '#',
  '|',
  '>',
  '%YAML 1.1\n',
  '---\n',
  '~',
  '  ',
)
const anyKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', '1', 'true', 'null', 'access', 'when', 'path'))

export const textMutation: fc.Arbitrary<TextMutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(yamlNoise, fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 4 })),
  }),
  fc.record({ kind: fc.constant('swap-lines' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant('replace-value' as const), line: fc.nat(), json: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('add-key' as const), line: fc.nat(), key: anyKey, json: fc.jsonValue({ maxDepth: 2 }) }),
)

export function applyTextMutation(text: string, mutation: TextMutation): string {
  const lines = text.split('\n')
  const lineAt = (n: number) => n % Math.max(1, lines.length)
  switch (mutation.kind) {
    case 'delete': {
      const at = mutation.at % Math.max(1, text.length)
      return text.slice(0, at) + text.slice(at + mutation.length)
    }
    case 'insert': {
      const at = mutation.at % (text.length + 1)
      return text.slice(0, at) + mutation.text + text.slice(at)
    }
    case 'swap-lines': {
      const a = lineAt(mutation.a)
      const b = lineAt(mutation.b)
      ;[lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? '']
      return lines.join('\n')
    }
    case 'replace-value': {
      const i = lineAt(mutation.line)
      lines[i] = (lines[i] ?? '').replace(/:\s.*$/, `: ${JSON.stringify(mutation.json)}`)
      return lines.join('\n')
    }
    case 'add-key': {
      const i = lineAt(mutation.line)
      const indent = /^\s*/.exec(lines[i] ?? '')?.[0] ?? ''
      lines.splice(i, 0, `${indent}${JSON.stringify(mutation.key)}: ${JSON.stringify(mutation.json)}`)
      return lines.join('\n')
    }
  }
}

/** A change to the parsed document: one value anywhere replaced, removed, or given a sibling. */
export type TreeMutation = { readonly pick: number; readonly action: 'replace' | 'remove' | 'add'; readonly key: string; readonly json: unknown }

export const treeMutation: fc.Arbitrary<TreeMutation> = fc.record({
  pick: fc.nat(),
  action: fc.constantFrom('replace' as const, 'remove' as const, 'add' as const),
  key: anyKey,
  json: fc.jsonValue({ maxDepth: 3 }),
})

export function applyTreeMutation(text: string, mutation: TreeMutation): string {
  const root: unknown = parse(text)
  const containers: (Record<string, unknown> | unknown[])[] = []
  const collect = (value: unknown) => {
    if (value === null || typeof value !== 'object') return
    containers.push(value as Record<string, unknown>)
    for (const child of Object.values(value)) collect(child)
  }
  collect(root)
  const target = containers[mutation.pick % Math.max(1, containers.length)]
  if (!target) return stringify(mutation.json)
  const keys = Object.keys(target)
  const key = keys[mutation.pick % Math.max(1, keys.length)]
  if (mutation.action === 'add' || key === undefined) {
    if (Array.isArray(target)) target.push(mutation.json)
    else Object.defineProperty(target, mutation.key, { value: mutation.json, enumerable: true, configurable: true, writable: true })
  } else if (mutation.action === 'remove') {
    if (Array.isArray(target)) target.splice(Number(key), 1)
    else delete target[key]
  } else {
    ;(target as Record<string, unknown>)[key] = mutation.json
  }
  return stringify(root)
}

/** Swaps one word of the text (a name, path or value) for another word of the policy or a random one. */
export type NameMutation = { readonly occurrence: number; readonly replacement: number | string }

export const nameMutation: fc.Arbitrary<NameMutation> = fc.record({
  occurrence: fc.nat(),
  replacement: fc.oneof(fc.nat(), fc.string({ maxLength: 10 })),
})

const WORD = /[A-Za-z_$/{][\w:./${}-]*/g

export function applyNameMutation(text: string, mutation: NameMutation, vocabulary: readonly string[]): string {
  const matches = [...text.matchAll(WORD)]
  const match = matches[mutation.occurrence % Math.max(1, matches.length)]
  if (!match || match.index === undefined) return text
  const replacement =
    typeof mutation.replacement === 'number' ? (vocabulary[mutation.replacement % Math.max(1, vocabulary.length)] ?? '') : mutation.replacement
  return text.slice(0, match.index) + replacement + text.slice(match.index + match[0].length)
}

export function vocabularyOf(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((text) => [...text.matchAll(WORD)].map((match) => match[0])))]
}
