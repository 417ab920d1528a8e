import { at } from '../../../../src/policy/explain-condition.ts'
import type { CoverageReport } from '../../../../src/policy/coverage.ts'

/** `coverage 97.4% (75/77), threshold 100%` followed by each uncovered target by file:line. */
export function coverageLines(report: CoverageReport, threshold: number): string[] {
  const head = `coverage ${report.percent.toFixed(1)}% (${report.covered}/${report.total} targets seen both ways), threshold ${threshold}%`
  const sorted = [...report.uncovered].sort(
    (a, b) => a.target.src[0].localeCompare(b.target.src[0]) || a.target.src[1] - b.target.src[1] || a.target.src[2] - b.target.src[2],
  )
  return [
    head,
    ...sorted.map(({ target, missing }) => {
      const what = target.needs.length === 1 ? 'never taken' : `never seen ${missing.map((answer) => (answer ? 'true' : 'false')).join(' or ')}`
      return `  ${at(target.src)} ${target.label}: ${what}`
    }),
  ]
}

export function meetsThreshold(report: CoverageReport, threshold: number): boolean {
  // Compare counts, not rounded percentages, so 99.96% never passes a 100% bar.
  return report.covered * 100 >= threshold * report.total
}
