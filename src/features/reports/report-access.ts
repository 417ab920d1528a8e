import { subject } from '@casl/ability'
import type { CounterReportId } from '../../contracts/counter-report-names.ts'
import type { AppAbility } from '../../generated/ability.gen.ts'
import type { Facts } from '../../policy/facts.ts'

/**
 * Whether the user may read the report, decided in the browser from the same
 * compiled rule the server applies (policy/resources/counter-report.yaml,
 * `read CounterReport {id, institutionId}`), so a refusal costs no request.
 */
export function mayReadReport(report: CounterReportId, facts: Facts | undefined, ability: Pick<AppAbility, 'can'>): boolean {
  const institutionId = facts?.user?.institutionId
  return institutionId !== undefined && ability.can('read', subject('CounterReport', { id: report, institutionId }))
}
