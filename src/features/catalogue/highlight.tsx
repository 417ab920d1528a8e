import { Fragment } from 'react'

/**
 * Splits `text` into plain and matched parts: a part matches where a search
 * word starts a word of the text (the server's prefix matching). Case and
 * accents are compared loosely; the parts keep the text exactly as written.
 */
export function highlightParts(text: string, words: readonly string[]): { text: string; match: boolean }[] {
  const prefixes = words.map((word) => fold(word)).filter((word) => word.length > 0)
  if (prefixes.length === 0) return text === '' ? [] : [{ text, match: false }]
  const parts: { text: string; match: boolean }[] = []
  const folded = fold(text)
  let plainStart = 0
  let at = 0
  while (at < text.length) {
    const startsWord = at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? '')
    const length = startsWord ? Math.max(0, ...prefixes.filter((prefix) => folded.startsWith(prefix, at)).map((prefix) => prefix.length)) : 0
    if (length === 0) {
      at += 1
      continue
    }
    if (at > plainStart) parts.push({ text: text.slice(plainStart, at), match: false })
    parts.push({ text: text.slice(at, at + length), match: true })
    at += length
    plainStart = at
  }
  if (plainStart < text.length) parts.push({ text: text.slice(plainStart), match: false })
  return parts
}

/** Lower case with accents removed, one character for one, so offsets stay those of the original text. */
function fold(text: string): string {
  return [...text].map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()[0] ?? c).join('')
}

/** The words of a query, as the server splits them (letters and digits). */
export function queryWords(q: string): string[] {
  return q.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0)
}

/**
 * Record text with the search words marked. Every part is a React text node
 * inside <mark> or a fragment: never HTML, so a title holding markup shows
 * the markup as text.
 */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return <>{highlightParts(text, words).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}</>
}
