import { useId, useState } from 'react'
import { dashboardInput, type DashboardPeriod, type PeriodPreset } from '../../contracts/dashboards.ts'
import { rangeProblems } from './dashboard-request.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input, Radio } from '../../components/ui/controls.tsx'

export interface PeriodChoice {
  readonly period: PeriodPreset
  readonly from?: string
  readonly to?: string
}

const presetLabels: Readonly<Record<PeriodPreset, string>> = { term: 'This term', '12m': 'Last 12 months', custom: 'Custom range' }

export interface PeriodPickerProps {
  readonly dashboardId: string
  /** The period the URL asks for. */
  readonly period: PeriodPreset
  /** The custom months as the URL has them, and what is wrong with them. */
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly problems: { readonly from?: string; readonly to?: string }
  /** The answer's resolved period, to start a custom range from. */
  readonly resolved?: DashboardPeriod | undefined
  readonly onChoose: (choice: PeriodChoice) => void
}

/**
 * This term, the last 12 months, or a custom range of months. A preset is
 * chosen at once; a custom range is sent with Apply, and only when its months
 * are sound (the contract's schema says what is wrong, beside the field).
 */
export function PeriodPicker({ dashboardId, period, from, to, problems, resolved, onChoose }: PeriodPickerProps) {
  const [choice, setChoice] = useState<PeriodPreset>(period)
  const [months, setMonths] = useState({ from: from ?? resolved?.from ?? '', to: to ?? resolved?.to ?? '' })
  const [typedProblems, setTypedProblems] = useState<{ from?: string; to?: string } | undefined>(undefined)
  const shown = typedProblems ?? (period === 'custom' ? problems : {})
  const id = useId()

  const choose = (next: PeriodPreset) => {
    setChoice(next)
    setTypedProblems(undefined)
    if (next !== 'custom') onChoose({ period: next })
  }
  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = dashboardInput.safeParse({ dashboardId, period: 'custom', from: months.from || undefined, to: months.to || undefined })
    if (parsed.success) {
      setTypedProblems(undefined)
      onChoose({ period: 'custom', from: months.from, to: months.to })
      return
    }
    setTypedProblems(rangeProblems(parsed.error.issues))
  }

  return (
    <form className="period-picker" onSubmit={apply} noValidate>
      <fieldset>
        <legend>Period</legend>
        {(Object.keys(presetLabels) as PeriodPreset[]).map((preset) => (
          <label key={preset} className="period-option">
            <Radio name={`${id}-period`} value={preset} checked={choice === preset} onChange={() => choose(preset)} />
            {presetLabels[preset]}
          </label>
        ))}
      </fieldset>
      {choice === 'custom' ? (
        <div className="period-custom field-row">
          {(['from', 'to'] as const).map((field) => (
            <div key={field} className="period-month field">
              <label htmlFor={`${id}-${field}`}>{field === 'from' ? 'First month' : 'Last month'}</label>
              <Input
                id={`${id}-${field}`}
                type="month"
                value={months[field]}
                onChange={(event) => setMonths((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={shown[field] ? true : undefined}
                aria-describedby={shown[field] ? `${id}-${field}-problem` : undefined}
              />
              {shown[field] ? (
                <p id={`${id}-${field}-problem`} className="field-error">
                  {shown[field]}
                </p>
              ) : null}
            </div>
          ))}
          <Button type="submit" variant="primary">
            Apply
          </Button>
        </div>
      ) : null}
    </form>
  )
}
