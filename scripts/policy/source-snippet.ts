import type { Diagnostic } from './diagnostic.ts'
import { firstNonTextOffset } from './not-text.ts'

const MAX_WIDTH = 120

/**
 * The offending line under a diagnostic, with a caret under its column and the
 * word there underlined, as compilers print them:
 *
 *    40 |     access: { permission: booklist:veiw }
 *       |                           ^^^^^^^^^^^^^
 *
 * Empty when there is no such line (a missing file) or the line is not text.
 */
export function sourceSnippet(diagnostic: Diagnostic, text: string | undefined): string[] {
  if (text === undefined || diagnostic.line < 1) return []
  const source = text.split(/\r?\n/)[diagnostic.line - 1]
  if (source === undefined || firstNonTextOffset(source) !== undefined) return []
  const column = Math.min(Math.max(diagnostic.column - 1, 0), source.length)
  // A long line is cut around the column so the caret stays on screen.
  const start = source.length > MAX_WIDTH ? Math.max(0, Math.min(column - MAX_WIDTH / 2, source.length - MAX_WIDTH)) : 0
  const shown = `${start > 0 ? '…' : ''}${source.slice(start, start + MAX_WIDTH)}${start + MAX_WIDTH < source.length ? '…' : ''}`
  const offset = column - start + (start > 0 ? 1 : 0)
  const word = /^[^\s,{}[\]]+/.exec(source.slice(column))?.[0] ?? ''
  // Tabs stay tabs in the padding so the caret lines up however the terminal draws them.
  const padding = shown.slice(0, offset).replace(/[^\t]/g, ' ')
  const gutter = String(diagnostic.line).length
  return [
    `${' '.repeat(gutter + 3)}|`,
    `  ${diagnostic.line} | ${shown}`,
    `${' '.repeat(gutter + 3)}| ${padding}${'^'.repeat(Math.max(1, Math.min(word.length, MAX_WIDTH)))}`,
  ]
}
