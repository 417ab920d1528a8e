// The one "did you mean" of the project: the compiler, the facts validator and the server's data
// loader all suggest names with it, so a typo gets the same suggestion everywhere.
/** The closest known name, when it is close enough to be a likely typo. */
export function didYouMean(name: string, known: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase())
    if (!best || distance < best.distance) best = { name: candidate, distance }
  }
  if (!best) return undefined
  return best.distance <= Math.max(2, Math.floor(name.length / 3)) ? best.name : undefined
}

/** Damerau-Levenshtein (optimal string alignment), so a swapped pair like "veiw" costs one. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[] = new Array<number>(rows * cols).fill(0)
  const at = (i: number, j: number) => d[i * cols + j] ?? 0
  for (let i = 0; i < rows; i++) d[i * cols] = i
  for (let j = 0; j < cols; j++) d[j] = j
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, at(i - 2, j - 2) + 1)
      d[i * cols + j] = value
    }
  }
  return at(a.length, b.length)
}
