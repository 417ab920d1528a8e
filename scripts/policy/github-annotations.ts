import type { Diagnostic } from './diagnostic.ts'

/**
 * The diagnostics as GitHub Actions workflow commands, which the runner turns
 * into annotations on the pull request's lines:
 * `::error file=policy/routes.yaml,line=40,col=27,title=unknown-permission::message`.
 */
export function githubAnnotations(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => {
    const place = d.line > 0 ? [`file=${property(d.file)}`, `line=${d.line}`, `col=${Math.max(1, d.column)}`] : [`file=${property(d.file)}`]
    const text = d.hint ? `${d.message}\n${d.hint}` : d.message
    return `::${d.severity} ${[...place, `title=${property(d.code)}`].join(',')}::${data(text)}`
  })
}

// The escapes the runner's command parser undoes (actions/toolkit, command.ts).
function data(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function property(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
