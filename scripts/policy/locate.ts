import { isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml'
import type { PathSegment } from './diagnostic.ts'

/** Source offset of the value (or key) at `path`, or of its nearest written ancestor. */
export function locateInDocument(doc: Document, path: readonly PathSegment[], part: 'key' | 'value'): number {
  let node: unknown = doc.contents
  let offset = rangeStart(node) ?? 0
  for (const [i, segment] of path.entries()) {
    const last = i === path.length - 1
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment))
      if (!pair) return offset
      if (last && part === 'key') return rangeStart(pair.key) ?? offset
      node = pair.value
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset
    } else if (isSeq(node) && typeof segment === 'number') {
      node = node.items[segment]
      offset = rangeStart(node) ?? offset
    } else {
      return offset
    }
  }
  return offset
}

function rangeStart(node: unknown): number | undefined {
  return node && typeof node === 'object' && 'range' in node ? ((node as Node).range?.[0] ?? undefined) : undefined
}
