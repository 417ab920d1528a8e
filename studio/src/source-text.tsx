import type { ReactNode } from 'react'

export type Jump = (file: string, line: number, column: number) => void

const REF = /(policy\/[\w./-]+\.yaml):(\d+)(?::(\d+))?/g

/** Text in which every `policy/x.yaml:LINE[:COL]` is a button that opens that place in the editor. Rendered as text, never HTML. */
export function SourceText({ text, onJump }: { readonly text: string; readonly onJump: Jump }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(REF)) {
    const [whole, file = '', line = '1', column = '1'] = match
    parts.push(text.slice(last, match.index))
    parts.push(
      <button key={match.index} type="button" className="button-link source-link" onClick={() => onJump(file, Number(line), Number(column))}>
        {whole}
      </button>,
    )
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return <>{parts}</>
}
