import { subject } from '@casl/ability'
import type { Kysely } from 'kysely'
import { readBooklistHeader, type BooklistFileLayout } from '../../../contracts/booklist-file.ts'
import { requirements, type Requirement } from '../../../contracts/booklist-names.ts'
import { itemNote, quantity as quantitySchema } from '../../../contracts/booklists.ts'
import { isbnProblem, normaliseIsbn } from '../../../contracts/isbn.ts'
import type { UploadedRow, UploadProblem } from '../../../contracts/uploads.ts'
import type { BooklistState, Database } from '../../db/schema.ts'
import type { Actor } from '../../trpc/record-write.ts'
import { booklistRecord } from '../booklists/booklist-record.ts'

/** Where a good row goes: the list, the title, and the item's fields. */
export interface RowTarget {
  readonly listId: string
  readonly nbsi: string
  readonly title: string
  readonly quantity: number
  readonly requirement: Requirement
  readonly note: string | null
}

export interface CheckedRow {
  readonly row: number
  /** The cells by the header's names, as uploaded: what the detail page and the error CSV show. */
  readonly cells: Readonly<Record<string, string>>
  readonly problems: readonly UploadProblem[]
  /** Set only when the row has no problems. */
  readonly target?: RowTarget
}

interface Course {
  readonly id: string
  readonly code: string
  readonly term: string
}

interface List {
  readonly id: string
  readonly institution_id: string
  readonly course_id: string
  readonly term: string
  readonly state: BooklistState
}

/** IN lists of at most this many values: far under both databases' parameter limits. */
const chunkSize = 500

/**
 * Checks every row of a booklist file against the database and answers each
 * row's problems, column by column, or where it goes. Nothing is written.
 * Lookups are batched (a few queries per 500 distinct values), so 20,000 rows
 * take a few dozen queries, not tens of thousands.
 *
 * A course is one of the user's institution (another's is unknown); when its
 * code runs in several terms, the file's `term` column says which, else the
 * current term's. A row must pass the list's bulkUpload rule (a draft of the
 * user's institution), name a catalogue title not already on that list, and
 * not repeat an earlier row of the file.
 */
export async function checkBooklistRows(
  db: Kysely<Database>,
  actor: Actor,
  columns: readonly string[],
  rows: readonly UploadedRow[],
  term: string,
): Promise<CheckedRow[]> {
  const header = readBooklistHeader(columns)
  if (!header.ok) throw new Error(header.message)
  const { layout } = header
  const name = (index: number) => columns[index] ?? ''
  const read = rows.map((row) => readRow(row, columns, layout))

  const courses = await coursesByCode(db, actor.institutionId, unique(read.map((row) => row.courseCode.toUpperCase()).filter(Boolean)))
  const lists = await listsOf(db, unique([...courses.values()].flat().map((course) => course.id)))
  const titles = await titlesBy(db, layout.title.by, unique(read.flatMap((row) => (row.titleKey ? [row.titleKey] : []))))
  const onLists = await itemsOn(db, unique([...lists.values()].map((list) => list.id)))
  const seen = new Map<string, number>()

  return read.map((row): CheckedRow => {
    const problems = [...row.problems]
    const courseColumn = name(layout.course)
    let list: List | undefined
    if (row.courseCode !== '') {
      const found = pickCourse(courses.get(row.courseCode.toUpperCase()) ?? [], row.term, term)
      if ('problem' in found)
        problems.push({ column: found.problem.inTerm && layout.term !== undefined ? name(layout.term) : courseColumn, message: found.problem.message })
      else {
        list = lists.get(found.course.id)
        const named = `${found.course.code} (${found.course.term})`
        if (!list) problems.push({ column: courseColumn, message: `${named} has no booklist yet; open one for the course first.` })
        else if (!can(actor, list)) {
          problems.push({
            column: courseColumn,
            message:
              list.state === 'submitted'
                ? `The booklist of ${named} is submitted, so it is read-only; reopen it, then upload again.`
                : `You may not add to the booklist of ${named} while it is ${list.state}.`,
          })
          list = undefined
        }
      }
    }
    const title = row.titleKey ? titles.get(row.titleKey) : undefined
    if (row.titleKey && !title) {
      problems.push({
        column: name(layout.title.index),
        message:
          layout.title.by === 'isbn'
            ? `No title in the catalogue has the ISBN ${row.titleKey}.`
            : `There is no title with the nbsi "${row.titleKey}" in the catalogue.`,
      })
    }
    if (list && title) {
      const key = `${list.id}\n${title.nbsi}`
      const earlier = seen.get(key)
      if (earlier !== undefined) problems.push({ column: name(layout.title.index), message: `Repeats row ${earlier}: the same title for the same booklist.` })
      else {
        seen.set(key, row.row)
        if (onLists.has(key))
          problems.push({ column: name(layout.title.index), message: `"${title.title}" is already on this booklist; change its quantity there instead.` })
      }
    }
    if (problems.length > 0 || !list || !title || row.quantity === undefined || row.requirement === undefined)
      return { row: row.row, cells: row.cells, problems }
    return {
      row: row.row,
      cells: row.cells,
      problems,
      target: { listId: list.id, nbsi: title.nbsi, title: title.title, quantity: row.quantity, requirement: row.requirement, note: row.note },
    }
  })

  function can(who: Actor, list: List): boolean {
    return who.ability.can('bulkUpload', subject('Booklist', booklistRecord(list)))
  }
}

interface ReadRow {
  readonly row: number
  readonly cells: Readonly<Record<string, string>>
  readonly courseCode: string
  readonly term: string
  /** The ISBN as ISBN-13, or the nbsi; undefined when the cell is empty or not an ISBN. */
  readonly titleKey: string | undefined
  readonly quantity: number | undefined
  readonly requirement: Requirement | undefined
  readonly note: string | null
  readonly problems: readonly UploadProblem[]
}

/** One row's cells checked on their own: what needs no database. */
function readRow(row: UploadedRow, columns: readonly string[], layout: BooklistFileLayout): ReadRow {
  const cell = (index: number | undefined) => (index === undefined ? '' : (row.cells[index] ?? '').trim())
  const name = (index: number) => columns[index] ?? ''
  const problems: UploadProblem[] = []
  const cells = Object.fromEntries(columns.map((column, index) => [column, row.cells[index] ?? '']))

  const courseCode = cell(layout.course)
  if (courseCode === '') problems.push({ column: name(layout.course), message: 'Give the course code.' })

  const titleText = cell(layout.title.index)
  let titleKey: string | undefined
  if (titleText === '') problems.push({ column: name(layout.title.index), message: layout.title.by === 'isbn' ? 'Give the ISBN.' : 'Give the nbsi.' })
  else if (layout.title.by === 'nbsi') titleKey = titleText
  else {
    titleKey = normaliseIsbn(titleText)
    if (!titleKey)
      problems.push({ column: name(layout.title.index), message: isbnProblem(titleText) ?? `"${titleText}" is not an ISBN: an ISBN has 10 or 13 digits.` })
  }

  const quantityText = cell(layout.quantity)
  const parsedQuantity = /^\d+$/.test(quantityText) ? quantitySchema.safeParse(Number(quantityText)) : undefined
  const quantity = parsedQuantity?.success ? parsedQuantity.data : undefined
  if (quantity === undefined) {
    problems.push({
      column: name(layout.quantity),
      message: quantityText === '' ? 'Give the quantity.' : `"${quantityText}" is not a quantity: give a whole number from 1 to 10,000.`,
    })
  }

  const requirementText = cell(layout.requirement).toLowerCase()
  const requirement = requirements.find((known) => known === requirementText)
  if (!requirement) {
    problems.push({
      column: name(layout.requirement),
      message:
        requirementText === ''
          ? `Give the requirement: ${requirements.join(', ')}.`
          : `"${cell(layout.requirement)}" is not a requirement: use ${requirements.join(', ')}.`,
    })
  }

  const noteText = cell(layout.note)
  const note = itemNote.safeParse(noteText)
  if (!note.success) problems.push({ column: name(layout.note ?? 0), message: note.error.issues[0]?.message ?? 'The note is too long.' })

  return { row: row.row, cells, courseCode, term: cell(layout.term), titleKey, quantity, requirement, note: noteText === '' ? null : noteText, problems }
}

type CourseChoice = { readonly course: Course } | { readonly problem: { readonly message: string; readonly inTerm: boolean } }

/** The course a code means: the row's term, else the only one, else the current term's. */
function pickCourse(candidates: readonly Course[], rowTerm: string, currentTerm: string): CourseChoice {
  const code = candidates[0]?.code
  if (!code) return { problem: { message: 'There is no course with this code at your institution.', inTerm: false } }
  if (rowTerm !== '') {
    const inTerm = candidates.find((course) => course.term === rowTerm)
    const terms = candidates.map((course) => course.term).join(', ')
    return inTerm ? { course: inTerm } : { problem: { message: `${code} does not run in ${rowTerm}; it runs in ${terms}.`, inTerm: true } }
  }
  const only = candidates.length === 1 ? candidates[0] : candidates.find((course) => course.term === currentTerm)
  if (only) return { course: only }
  return { problem: { message: `${code} runs in ${candidates.map((course) => course.term).join(' and ')}: add a term column saying which.`, inTerm: false } }
}

async function coursesByCode(db: Kysely<Database>, institutionId: string, codes: readonly string[]): Promise<Map<string, Course[]>> {
  const found = new Map<string, Course[]>()
  for (const part of chunks(codes)) {
    const rows = await db
      .selectFrom('courses')
      .select(['id', 'code', 'term'])
      .where('institution_id', '=', institutionId)
      .where((eb) => eb(eb.fn('upper', ['code']), 'in', part))
      .orderBy('term')
      .execute()
    for (const row of rows) {
      const code = row.code.toUpperCase()
      found.set(code, [...(found.get(code) ?? []), row])
    }
  }
  return found
}

/** Each course's list for its own term. */
async function listsOf(db: Kysely<Database>, courseIds: readonly string[]): Promise<Map<string, List>> {
  const found = new Map<string, List>()
  for (const part of chunks(courseIds)) {
    const rows = await db
      .selectFrom('booklists')
      .innerJoin('courses', (join) => join.onRef('courses.id', '=', 'booklists.course_id').onRef('courses.term', '=', 'booklists.term'))
      .select(['booklists.id', 'booklists.institution_id', 'booklists.course_id', 'booklists.term', 'booklists.state'])
      .where('booklists.course_id', 'in', part)
      .execute()
    for (const row of rows) found.set(row.course_id, row)
  }
  return found
}

async function titlesBy(db: Kysely<Database>, by: 'isbn' | 'nbsi', keys: readonly string[]): Promise<Map<string, { nbsi: string; title: string }>> {
  const found = new Map<string, { nbsi: string; title: string }>()
  for (const part of chunks(keys)) {
    const rows = await db
      .selectFrom('titles')
      .select(['nbsi', 'isbn13', 'title'])
      .where(by === 'isbn' ? 'isbn13' : 'nbsi', 'in', part)
      .execute()
    for (const row of rows) found.set(by === 'isbn' ? (row.isbn13 ?? '') : row.nbsi, { nbsi: row.nbsi, title: row.title })
  }
  return found
}

/** `list id \n nbsi` of every item already on these lists. */
async function itemsOn(db: Kysely<Database>, listIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (const part of chunks(listIds)) {
    const rows = await db.selectFrom('booklist_items').select(['booklist_id', 'nbsi']).where('booklist_id', 'in', part).execute()
    for (const row of rows) found.add(`${row.booklist_id}\n${row.nbsi}`)
  }
  return found
}

const unique = (values: readonly string[]) => [...new Set(values)]

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < values.length; start += chunkSize) out.push(values.slice(start, start + chunkSize))
  return out
}
