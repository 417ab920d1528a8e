import type { AppDb } from '../../db/schema.ts'
import type { DataFile } from '../data-file-schema.ts'
import { generateCatalogue } from './catalogue.ts'
import { currencyOfRegion, type InstitutionContext } from './context.ts'
import { adoptionEvents, generateCourses } from './courses.ts'
import { generateStoreProducts, generateStudents, generateUploads } from './extras.ts'
import { termRow } from '../store-terms.ts'
import { academicYearTerms } from './terms.ts'
import { insertBatched } from '../../db/insert-batched.ts'
import { createRandom, type Random } from './random.ts'
import { generateRequests } from './requests.ts'
import { generateUsage, recentMonths } from './usage.ts'

/** How much to generate: titles for the shared catalogue, the rest per institution. */
export interface GenerateSize {
  readonly titles: number
  readonly courses: number
  readonly booklistItems: number
  readonly requests: number
  readonly usageMonths: number
  readonly students: number
  readonly storeProducts: number
}

/** What the demo data asks for: a catalogue and a year of activity at each institution. */
export const demoSize: GenerateSize = { titles: 3_000, courses: 400, booklistItems: 2_000, requests: 150, usageMonths: 12, students: 300, storeProducts: 120 }

/** The benchmark's scale: 100,000 titles and, over the five demo institutions, 10,000 courses. */
export const benchSize: GenerateSize = { ...demoSize, titles: 100_000, courses: 2_000, booklistItems: 10_000 }

export interface GenerateOptions {
  readonly seed: string
  /** "Now" for the generated history; the same seed and asOf give the same records. */
  readonly asOf: string
  readonly size: GenerateSize
}

export interface GeneratedCounts {
  readonly titles: number
  readonly courses: number
  readonly booklistItems: number
  readonly requests: number
}

/** What the generator knows of one institution of the file: its settings and its users. */
export function institutionContext(data: Pick<DataFile, 'users'>, institution: DataFile['institutions'][number]): InstitutionContext {
  return {
    id: institution.id,
    currency: currencyOfRegion(institution.config.booklist_config.region),
    hosted: institution.config.opt_out_hosting_type === 'adoptions-hosted',
    hasStore: institution.config.institutionHasStore,
    dashboards: institution.config.availableDashboards.map((dashboard) => dashboard.id),
    everyPermission: institution.flags['roles-and-permissions'] !== true,
    users: data.users.filter((user) => user.institution === institution.id),
  }
}

/** What the generator makes for one institution of the file, before it is stored. */
export type InstitutionRecords = ReturnType<typeof planInstitution>

/**
 * The records `generateRecords` stores, made in memory: the same seed, asOf
 * and file give the same records. A shared catalogue, then at each
 * institution (read once, in order) its courses, requests, usage, students, uploads and store products.
 */
export function planRecords(data: DataFile, options: GenerateOptions) {
  const { seed, asOf, size } = options
  const root = createRandom(seed)
  const catalogue = generateCatalogue(root.fork('catalogue'), size.titles, asOf)
  // What the file lists wins over a generated record with the same key.
  const listedTitles = new Set(data.titles.map((title) => title.nbsi))
  const titles = catalogue.titles.filter((title) => !listedTitles.has(title.nbsi))
  const licences = catalogue.licences.filter((licence) => !listedTitles.has(licence.nbsi))
  const priced = titles.map((title) => ({ nbsi: title.nbsi, title: title.title, price: title.price_minor, ebook: title.formats.includes('ebook') }))
  // Made one at a time as they are read, so the loader holds one institution's records while it stores
  // them, not a hundred's (the scale bench's 100x is a million requests with their events and usage).
  function* institutions(): Generator<InstitutionRecords> {
    for (const institution of data.institutions)
      yield planInstitution(data, options, root.fork(`institution/${institution.id}`), institution, catalogue.byDepartment, priced)
  }
  return { titles, licences, institutions: institutions() }
}

function planInstitution(
  data: DataFile,
  { asOf, size }: GenerateOptions,
  random: Random,
  institution: DataFile['institutions'][number],
  byDepartment: ReturnType<typeof generateCatalogue>['byDepartment'],
  priced: readonly { nbsi: string; title: string; price: number; ebook: boolean }[],
) {
  const listedRequests = new Set(data.requests.map((request) => request.id))
  const context = institutionContext(data, institution)
  const taken = new Set(data.courses.filter((course) => course.institution === institution.id).map((course) => `${course.code}/${course.term}`))
  const courses = generateCourses(random.fork('courses'), context, size, byDepartment, asOf, taken)
  const courseIds = courses.courses.map((course) => course.id)
  const generated = generateRequests(random.fork('requests'), context, size.requests, priced, courseIds, asOf)
  const requests = {
    ...generated,
    requests: generated.requests.filter((request) => !listedRequests.has(request.id)),
    events: generated.events.filter((event) => !listedRequests.has(event.record_id)),
    orderLines: generated.orderLines.filter((line) => line.request_id == null || !listedRequests.has(line.request_id)),
  }
  const demand = new Map<string, number>()
  const enrolment = new Map(courses.courses.map((course) => [course.id, course.enrolment ?? 0]))
  for (const item of courses.items) demand.set(item.nbsi, (demand.get(item.nbsi) ?? 0) + (enrolment.get(item.course_id) ?? 0))
  const digital = priced.filter((title) => title.ebook && demand.has(title.nbsi)).slice(0, 400)
  const usage = generateUsage(
    random.fork('usage'),
    context,
    digital.map((title) => ({ nbsi: title.nbsi, demand: Math.ceil((demand.get(title.nbsi) ?? 0) / 4) })),
    recentMonths(asOf, size.usageMonths),
  )
  const generatedStudents = context.hosted
    ? generateStudents(random.fork('students'), context, size.students, courseIds, asOf)
    : { students: [], enrolments: [] }
  // A generated student whose id or number the file lists gives way to the file's.
  const listedStudents = new Set(data.students.flatMap((student) => [`id:${student.id}`, `${student.institution}/${student.number}`]))
  const keptStudents = generatedStudents.students.filter(
    (student) => !listedStudents.has(`id:${student.id}`) && !listedStudents.has(`${student.institution_id}/${student.student_number}`),
  )
  const keptIds = new Set(keptStudents.map((student) => student.id))
  const students = { students: keptStudents, enrolments: generatedStudents.enrolments.filter((enrolment) => keptIds.has(enrolment.student_id)) }
  const uploads = generateUploads(
    random.fork('uploads'),
    context,
    [...demand.keys()],
    courses.courses.map((course) => course.code),
    asOf,
  )
  const storeProducts = context.hasStore ? generateStoreProducts(random.fork('store'), context, priced, size.storeProducts) : []
  // A year of terms, but for names the file gives itself (provisioning stored those already).
  const listedTerms = new Set(institution.terms.map((term) => term.name))
  const terms = academicYearTerms(asOf).filter((term) => !listedTerms.has(term.name))
  return { institution, terms, courses, requests, usage, students, uploads, storeProducts }
}

/**
 * Fills the database (inside the loader's transaction) with records for the
 * institutions and users of `data`: a shared catalogue, then at each
 * institution courses, booklists, adoptions, requests with their events,
 * orders, usage, hosted students, store products and uploads.
 */
export async function generateRecords(trx: AppDb, data: DataFile, options: GenerateOptions): Promise<GeneratedCounts> {
  const plan = planRecords(data, options)
  await insertBatched(trx, 'titles', plan.titles)
  await insertBatched(trx, 'title_licences', plan.licences)
  const counts = { titles: plan.titles.length, courses: 0, booklistItems: 0, requests: 0 }
  for (const { institution, terms, courses, requests, usage, students, uploads, storeProducts } of plan.institutions) {
    const { time_zone: timeZone } = await trx.selectFrom('institutions').select('time_zone').where('id', '=', institution.id).executeTakeFirstOrThrow()
    await insertBatched(
      trx,
      'terms',
      terms.map((term) => termRow(institution.id, timeZone, term, options.asOf)),
    )
    await insertBatched(trx, 'courses', courses.courses)
    await insertBatched(trx, 'course_instructors', courses.instructors)
    await insertBatched(trx, 'booklists', courses.booklists)
    await insertBatched(trx, 'booklist_items', courses.items)
    await insertBatched(trx, 'adoptions', courses.adoptions)
    await insertBatched(trx, 'record_events', adoptionEvents(courses.adoptions))
    await insertBatched(trx, 'orders', requests.orders)
    await insertBatched(trx, 'requests', requests.requests)
    await insertBatched(trx, 'record_events', requests.events)
    await insertBatched(trx, 'order_lines', requests.orderLines)
    await insertBatched(trx, 'usage_monthly', usage)
    await insertBatched(trx, 'students', students.students)
    await insertBatched(trx, 'student_enrolments', students.enrolments)
    await insertBatched(trx, 'store_products', storeProducts)
    await insertBatched(trx, 'uploads', uploads.uploads)
    await insertBatched(trx, 'upload_rows', uploads.rows)
    counts.courses += courses.courses.length
    counts.booklistItems += courses.items.length
    counts.requests += requests.requests.length
  }
  return counts
}
