import { randomUUID } from 'node:crypto'
import type { FieldChange } from '../../../contracts/record-history.ts'
import type { CreateTermInput, UpdateTermInput } from '../../../contracts/terms-api.ts'
import { type TermDates } from '../../../contracts/terms.ts'
import { termFieldName, termProblems, type TermField } from '../../../contracts/term-checks.ts'
import type { AppDb } from '../../db/schema.ts'
import { termInstants } from '../../time/term-instants.ts'
import { changeRecord, createRecord, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteFailure, type WriteResult } from '../../trpc/write-result.ts'
import { termKind, termRecord } from './term-record.ts'

const fields: readonly TermField[] = ['name', 'startsOn', 'endsOn', 'adoptionDeadline', 'booklistDeadline']
const columns = {
  name: 'name',
  startsOn: 'starts_on',
  endsOn: 'ends_on',
  adoptionDeadline: 'adoption_deadline',
  booklistDeadline: 'booklist_deadline',
} as const

/** Adds a term, its dates checked against the institution's other terms; its history starts with what it was made with. */
export async function createTerm(writer: Writer, input: CreateTermInput): Promise<WriteResult> {
  const { actor } = writer
  const dates = datesOf(input)
  return createRecord(writer, {
    kind: termKind,
    action: 'create',
    idempotency: { key: input.idempotencyKey, procedure: 'terms.create' },
    async prepare(trx) {
      const refused = await refusedDates(trx, actor.institutionId, dates, undefined)
      if (refused) return refused
      const id = `term-${randomUUID()}`
      const row = { id, institution_id: actor.institutionId, ...termColumns(dates), ...termInstants(dates, await timeZoneOf(trx, actor.institutionId)) }
      return {
        fields: termRecord(row),
        row,
        events: [{ action: 'create', from: null, to: null, changes: Object.fromEntries(fields.map((field) => [field, { from: null, to: dates[field] }])) }],
      }
    },
  })
}

/** Changes a term's name, dates or deadlines at the version the user saw; the event names each field from and to. */
export async function updateTerm(writer: Writer, input: UpdateTermInput): Promise<WriteResult> {
  const dates = datesOf(input)
  return changeRecord(writer, {
    kind: termKind,
    id: input.id,
    action: 'edit',
    version: input.version,
    async apply(trx, row) {
      const refused = await refusedDates(trx, row.institution_id, dates, row.id)
      if (refused) return refused
      const was: TermDates = {
        name: row.name,
        startsOn: row.starts_on,
        endsOn: row.ends_on,
        adoptionDeadline: row.adoption_deadline,
        booklistDeadline: row.booklist_deadline,
      }
      const changes: Record<string, FieldChange> = {}
      for (const field of fields) if (was[field] !== dates[field]) changes[field] = { from: was[field], to: dates[field] }
      if (Object.keys(changes).length === 0) return failure('BAD_REQUEST', 'Nothing changed: the name, dates and deadlines are as they were.')
      return {
        write: { ...termColumns(dates), ...termInstants(dates, await timeZoneOf(trx, row.institution_id)) },
        events: [{ action: 'edit', from: null, to: null, changes }],
      }
    },
  })
}

function datesOf(input: TermDates): TermDates {
  return {
    name: input.name,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    adoptionDeadline: input.adoptionDeadline,
    booklistDeadline: input.booklistDeadline,
  }
}

function termColumns(dates: TermDates) {
  return Object.fromEntries(fields.map((field) => [columns[field], dates[field]])) as Record<(typeof columns)[TermField], string>
}

/** The first problem of the dates against the institution's other terms, as BAD_REQUEST naming its field; undefined when there is none. */
async function refusedDates(trx: AppDb, institutionId: string, dates: TermDates, self: string | undefined): Promise<WriteFailure | undefined> {
  let others = trx
    .selectFrom('terms')
    .select(['name', 'starts_on as startsOn', 'ends_on as endsOn', 'adoption_deadline as adoptionDeadline', 'booklist_deadline as booklistDeadline'])
    .where('institution_id', '=', institutionId)
  if (self !== undefined) others = others.where('id', '!=', self)
  const [problem] = termProblems(dates, await others.execute())
  if (!problem) return undefined
  const name = termFieldName(problem.field)
  return failure('BAD_REQUEST', `The ${name} ${problem.message}.`)
}

async function timeZoneOf(trx: AppDb, institutionId: string): Promise<string> {
  const row = await trx.selectFrom('institutions').select('time_zone').where('id', '=', institutionId).executeTakeFirstOrThrow()
  return row.time_zone
}
