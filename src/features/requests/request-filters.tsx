import { DayFilter } from '../../app/lists/day-filter.tsx'
import { ChoiceFilter, TextFilter } from '../../app/lists/list-filter-fields.tsx'
import type { ListState } from '../../app/lists/use-list-state.ts'
import { requestKinds, stageStatuses, type FilterChoice, type ListRequestsInput, type RequestStage } from '../../contracts/requests.ts'
import type { RequestsSearch } from './requests-list.ts'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'

export interface RequestFiltersProps {
  readonly stage: RequestStage
  readonly list: ListState<RequestsSearch, ListRequestsInput>
  readonly requesters: readonly FilterChoice[]
  readonly courses: readonly FilterChoice[]
}

/** The filters by their labels, for InvalidFilters; Clear the filters clears them all. */
export const requestFilterLabels = {
  q: 'Title or requester',
  status: 'Status',
  kind: 'Kind',
  requester: 'Requester',
  course: 'Course',
  from: 'Raised from',
  to: 'Raised to',
}

const labelOf = (choices: readonly FilterChoice[]) => (id: string) => choices.find((choice) => choice.id === id)?.label ?? id

/** Status (of this stage), kind, requester, course, days and text; each change goes back to page 1. Text applies once typing pauses. */
export function RequestFilters({ stage, list, requesters, courses }: RequestFiltersProps) {
  return (
    <FilterPanel label="Filter requests" list={list}>
      <TextFilter list={list} label={requestFilterLabels.q} />
      <ChoiceFilter list={list} param="status" label="Status" all="Any status" values={stageStatuses[stage]} />
      <ChoiceFilter list={list} param="kind" label="Kind" all="Any kind" values={requestKinds} />
      <ChoiceFilter list={list} param="requester" label="Requester" all="Anyone" values={requesters.map((choice) => choice.id)} labelOf={labelOf(requesters)} />
      <ChoiceFilter list={list} param="course" label="Course" all="Any course" values={courses.map((choice) => choice.id)} labelOf={labelOf(courses)} />
      <DayFilter list={list} param="from" label={requestFilterLabels.from} />
      <DayFilter list={list} param="to" label={requestFilterLabels.to} />
    </FilterPanel>
  )
}
