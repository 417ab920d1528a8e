import { ChoiceFilter, TextFilter } from '../../app/lists/list-filter-fields.tsx'
import type { ListState } from '../../app/lists/use-list-state.ts'
import type { ListCoursesInput } from '../../contracts/courses.ts'
import { costFilters } from '../../contracts/booklist-names.ts'
import { costFilterLabel } from '../../app/format/list-cost.tsx'
import { useTermDates } from '../../app/terms/term-names.tsx'
import type { CoursesSearch } from './courses-list.ts'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'

export interface CourseFiltersProps {
  readonly list: ListState<CoursesSearch, ListCoursesInput>
  readonly terms: readonly string[]
  readonly departments: readonly string[]
}

/** Term, department and text; each change goes back to page 1. Text applies once typing pauses. */
export function CourseFilters({ list, terms, departments }: CourseFiltersProps) {
  const termName = useTermDates()
  return (
    <FilterPanel label="Filter courses" list={list}>
      <TextFilter list={list} label="Code or title" />
      <ChoiceFilter list={list} param="term" label="Term" all="All terms" values={terms} labelOf={termName} />
      <ChoiceFilter list={list} param="department" label="Department" all="All departments" values={departments} />
      <ChoiceFilter list={list} param="cost" label="Cost" all="Any" values={costFilters} labelOf={costFilterLabel} />
    </FilterPanel>
  )
}
