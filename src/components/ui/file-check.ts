/** A size as people read it: "900 bytes", "12 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB']
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${unit}`
}

/** An `accept` list in words: ".csv,text/csv" → ".csv or text/csv". */
export const acceptedInWords = (accept: string) =>
  accept
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
    .join(' or ')

/** Whether `file` is one of an `accept` list as <input accept> reads it: ".csv", "text/csv", "image/*". */
export function isAccepted(file: File, accept: string): boolean {
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => (token.startsWith('.') ? name.endsWith(token) : token.endsWith('/*') ? type.startsWith(token.slice(0, -1)) : type === token))
}

/**
 * Why a chosen or dropped file is refused, in a sentence naming it and the
 * rule; undefined when it is fine. A drop skips the picker's own `accept`
 * filter, and the picker's can be overridden ("All files"), so both are checked here.
 */
export function fileProblem(file: File, rules: { readonly accept?: string | undefined; readonly maxBytes?: number | undefined }): string | undefined {
  if (rules.accept && !isAccepted(file, rules.accept)) return `${file.name} is not a file this takes; choose ${acceptedInWords(rules.accept)}.`
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes)
    return `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(rules.maxBytes)}.`
  return undefined
}
