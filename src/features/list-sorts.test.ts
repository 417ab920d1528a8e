import { expect, test } from 'vitest'
import { adoptionsList } from './adoptions/adoptions-list.ts'
import { booklistsList } from './booklists/booklists-list.ts'
import { catalogueList } from './catalogue/catalogue-list.ts'
import { coursesList } from './courses/courses-list.ts'
import { closedRequestsList, openRequestsList } from './requests/requests-list.ts'
import { staffList } from './staff/staff-list.ts'
import { storeList } from './store/store-list.ts'
import { studentsList } from './students/students-list.ts'

// Every sortable list reads its URL the same way: an unknown sort is reported beside the filters, never dropped.
const lists = { adoptionsList, booklistsList, catalogueList, coursesList, openRequestsList, closedRequestsList, staffList, storeList, studentsList }

test.each(Object.entries(lists))('%s reports an unknown sort as a problem of its sort parameter', (_name, list) => {
  const reading = (list.read as (search: object) => { problems: readonly { param: string; value: string; code: string }[] })({ q: 'chemistry', sort: 'bogus' })
  expect(reading.problems).toEqual([expect.objectContaining({ param: 'sort', value: 'bogus', code: 'not-one-of' })])
})
