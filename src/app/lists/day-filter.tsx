import { Field } from '../../components/ui/form-field.tsx'
import { isCalendarDay } from '../../contracts/list-names.ts'
import type { ListState } from './use-list-state.ts'
import { Input } from '../../components/ui/controls.tsx'

export interface DayFilterProps<P extends string> {
  readonly list: ListState<Partial<Record<P, string>>, unknown>
  /** The URL parameter (`from`, `to`): a day, YYYY-MM-DD. */
  readonly param: P
  readonly label: string
}

/**
 * A list's filter by a day. The browser's date field applies a day once it is
 * whole (a year being typed, 0002, is not one yet); a value in the URL the
 * field cannot hold (24/11/2026) shows as text beside its problem, so it is
 * seen and can be cleared.
 */
export function DayFilter<P extends string>({ list, param, label }: DayFilterProps<P>) {
  const current = list.search[param] ?? ''
  const holdable = current === '' || isCalendarDay(current)
  return (
    <Field label={label} error={list.problemOf(param)?.message}>
      {(control) => (
        <Input
          {...control}
          type={holdable ? 'date' : 'text'}
          value={current}
          onChange={(event) => {
            const value = event.target.value
            if (value === '' || (isCalendarDay(value) && value >= '1900')) list.set({ [param]: value || undefined } as Partial<Record<P, unknown>>)
          }}
        />
      )}
    </Field>
  )
}
