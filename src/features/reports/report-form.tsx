import { useId, useState } from 'react'
import { Field } from '../../components/ui/form-field.tsx'
import { counterReportIds, counterReports, type CounterReportId } from '../../contracts/counter-reports.ts'
import { periodProblems, type ReportProblems } from './report-request.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input, Radio } from '../../components/ui/controls.tsx'

export interface ReportChoice {
  readonly report: CounterReportId
  readonly begin: string
  readonly end: string
}

export interface ReportFormProps {
  /** The report and months as the URL has them (or the defaults), and what is wrong with them. */
  readonly applied: ReportChoice
  readonly problems: ReportProblems
  readonly onApply: (choice: ReportChoice) => void
}

/**
 * The report and its period, sent with Apply and only when the months make a
 * period the server can report (the contract's own rule, reportPeriodProblem):
 * otherwise the sentence shows beside its field and nothing is asked.
 */
export function ReportForm({ applied, problems, onApply }: ReportFormProps) {
  const [choice, setChoice] = useState<ReportChoice>(applied)
  const [typedProblems, setTypedProblems] = useState<ReportProblems | undefined>(undefined)
  const shown = typedProblems ?? problems
  const id = useId()

  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    const found = periodProblems(choice.begin, choice.end, Date.now())
    setTypedProblems(found)
    if (Object.keys(found).length === 0) onApply(choice)
  }

  return (
    <form className="report-form" onSubmit={apply} noValidate aria-label="Report and period">
      <fieldset aria-describedby={shown.report ? `${id}-report-problem` : undefined}>
        <legend>Report</legend>
        {counterReportIds.map((report) => (
          <div key={report} className="report-option">
            <Radio
              id={`${id}-${report}`}
              name={`${id}-report`}
              value={report}
              checked={choice.report === report}
              onChange={() => setChoice((current) => ({ ...current, report }))}
              aria-describedby={`${id}-${report}-summary`}
            />
            <label htmlFor={`${id}-${report}`}>
              {report}: {counterReports[report].name}
            </label>
            <p id={`${id}-${report}-summary`} className="report-option-summary">
              {counterReports[report].summary}
            </p>
          </div>
        ))}
        {shown.report ? (
          <p id={`${id}-report-problem`} className="field-error">
            {shown.report}
          </p>
        ) : null}
      </fieldset>
      <div className="report-period field-row">
        {(['begin', 'end'] as const).map((field) => (
          <Field key={field} label={field === 'begin' ? 'Begin month' : 'End month'} error={shown[field]}>
            {(control) => (
              <Input {...control} type="month" value={choice[field]} onChange={(event) => setChoice((current) => ({ ...current, [field]: event.target.value }))} />
            )}
          </Field>
        ))}
        <Button type="submit" variant="primary">Apply</Button>
      </div>
    </form>
  )
}
