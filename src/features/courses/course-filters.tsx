import type { ListState } from '../../app/lists/use-list-state.ts'
import { DebouncedInput } from '../../components/ui/debounced-input.tsx'
import { SelectField } from '../../components/ui/form-field.tsx'
import type { ListCoursesInput } from '../../contracts/courses.ts'
import { termLabel } from '../../contracts/terms.ts'
import type { CoursesSearch } from './courses-list.ts'

export interface CourseFiltersProps {
  readonly list: ListState<CoursesSearch, ListCoursesInput>
  readonly terms: readonly string[]
  readonly departments: readonly string[]
}

/** Term, department and text; each change goes back to page 1. Text applies once typing pauses. */
export function CourseFilters({ list, terms, departments }: CourseFiltersProps) {
  const { search } = list
  // A value in the URL that is not among the choices (an old link) stays chosen, so it is seen and can be cleared.
  const withCurrent = (values: readonly string[], current: string | undefined) => (current && !values.includes(current) ? [current, ...values] : values)
  return (
    <div className="list-filters" role="search" aria-label="Filter courses">
      <DebouncedInput
        label="Code or title"
        type="search"
        value={search.q ?? ''}
        maxLength={200}
        error={list.problemOf('q')?.message}
        onValue={(q) => list.set({ q: q.trim() || undefined }, { replace: true })}
      />
      <SelectField
        label="Term"
        value={search.term ?? ''}
        error={list.problemOf('term')?.message}
        options={[{ value: '', label: 'All terms' }, ...withCurrent(terms, search.term).map((term) => ({ value: term, label: termLabel(term) }))]}
        onChange={(event) => list.set({ term: event.target.value || undefined })}
      />
      <SelectField
        label="Department"
        value={search.department ?? ''}
        error={list.problemOf('department')?.message}
        options={[{ value: '', label: 'All departments' }, ...withCurrent(departments, search.department).map((department) => ({ value: department, label: department }))]}
        onChange={(event) => list.set({ department: event.target.value || undefined })}
      />
    </div>
  )
}
