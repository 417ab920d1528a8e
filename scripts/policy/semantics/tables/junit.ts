import type { RowResult } from './run-row.ts'

export interface JunitCase {
  readonly name: string
  readonly classname: string
  readonly failure?: string
}

/** A JUnit XML report: one test case per row, plus the coverage check. */
export function junitXml(results: readonly RowResult[], coverage: JunitCase | undefined): string {
  const cases: JunitCase[] = results.map(({ row, failures }) => ({
    name: row.title,
    classname: row.file.replace(/\//g, '.'),
    ...(failures.length > 0 ? { failure: failures.join('\n\n') } : {}),
  }))
  if (coverage) cases.push(coverage)
  const failed = cases.filter((c) => c.failure !== undefined).length
  const body = cases
    .map((c) => {
      const open = `    <testcase classname="${escape(c.classname)}" name="${escape(c.name)}"`
      if (c.failure === undefined) return `${open}/>`
      const first = c.failure.split('\n')[0] ?? ''
      return `${open}>\n      <failure message="${escape(first)}">${escape(c.failure)}</failure>\n    </testcase>`
    })
    .join('\n')
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites tests="${cases.length}" failures="${failed}">\n` +
    `  <testsuite name="policy tables" tests="${cases.length}" failures="${failed}">\n` +
    `${body}\n  </testsuite>\n</testsuites>\n`
  )
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
