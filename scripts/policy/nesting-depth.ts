/** No policy document comes near this; the deepest shipped value is about a dozen levels down. */
export const MAX_DEPTH = 64

/** Depth of nested arrays and objects, counted without recursion and stopping once past `limit`. */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number]
    if (depth > deepest) deepest = depth
    if (deepest >= limit) return deepest
    if (current && typeof current === 'object') for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return deepest
}
