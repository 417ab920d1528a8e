import { isDeepStrictEqual } from 'node:util'
import { hashPassword } from '../auth/password.ts'
import { dialectOf } from '../db/dialects/index.ts'
import { brandingColumns, countInstitutions, digestColumns, institutionFlags, lowCostColumn, reminderDaysColumn } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import type { DataFile } from './data-file-schema.ts'
import { generateRecords, type GeneratedCounts } from './generate/index.ts'
import { insertFileInstitution, insertFileUser, setFileFlags } from './store-accounts.ts'
import { fileCourse, storeRecords, type RecordRefs } from './store-records.ts'
import { storeCounterApi } from './store-counter-api.ts'
import { storeHoldings } from './store-holdings.ts'
import { storeTerms } from './store-terms.ts'

/** What a start with a data file did to the database; every list empty means it was left as it was. */
export interface ProvisionSummary {
  /** Ids of the file's institutions that were not in the database. */
  readonly institutionsAdded: readonly string[]
  /** Ids of institutions whose name, config or flags were brought to what the file says. */
  readonly institutionsChanged: readonly string[]
  /** Emails of the file's users that were created (with the file's permissions). */
  readonly usersAdded: readonly string[]
  /** Terms of the file not in the database (by name at their institution). */
  readonly termsAdded: number
  readonly titlesAdded: number
  readonly coursesAdded: number
  readonly requestsAdded: number
  /** Months of a title's usage at an institution (one per access type) that were not stored yet. */
  readonly usageMonthsAdded: number
  /** Students of the file not in the database (by id, or by number at their institution). */
  readonly studentsAdded: number
  readonly storeProductsAdded: number
  /** COUNTER API keys of the file not stored yet (by hash): one staff revoked stays revoked. */
  readonly counterApiKeysAdded: number
  /** Requests of the file left out, each with why (their requester or title is not in the database). */
  readonly requestsSkipped: readonly string[]
  /** What `generate` created: only into an empty database. */
  readonly generated?: GeneratedCounts
  /** The file asks to generate records but the database already held data, so nothing was generated. */
  readonly generateSkipped: boolean
}

/** Whether a provisioning changed anything at all. */
export function provisionChangedNothing(summary: ProvisionSummary): boolean {
  return (
    summary.institutionsAdded.length === 0 &&
    summary.institutionsChanged.length === 0 &&
    summary.usersAdded.length === 0 &&
    summary.termsAdded === 0 &&
    summary.titlesAdded === 0 &&
    summary.coursesAdded === 0 &&
    summary.requestsAdded === 0 &&
    summary.usageMonthsAdded === 0 &&
    summary.studentsAdded === 0 &&
    summary.storeProductsAdded === 0 &&
    summary.counterApiKeysAdded === 0 &&
    summary.generated === undefined
  )
}

/** Serialises provisioning across every server that shares the database. */
const provisionLock = 'adoptions:provision-data'

/**
 * What a server start does with a data file: provisions, never wipes.
 * Institutions are brought to the file (name, config, flags); users, titles,
 * courses, requests, usage, students, store products and COUNTER API keys are inserted only when absent, so nothing users created
 * or changed in the app (requests, approvals, events, sessions, permissions)
 * is deleted or reset. Records are generated only into an empty database.
 *
 * One transaction under a database lock: servers starting together on one
 * PostgreSQL provision one after the other, and the later ones find nothing
 * left to add. A failure leaves the database as it was.
 */
export async function provisionData(db: AppDb, data: DataFile, now: () => number = Date.now): Promise<ProvisionSummary> {
  // scrypt is slow: hash, before the transaction, the passwords of users not yet in the database.
  const present = await existingUserKeys(db, data)
  const hashes = new Map<string, string>()
  await Promise.all(
    data.users
      .filter((user) => !present.has(user.email.toLowerCase()) && user.password !== undefined)
      .map(async (user) => hashes.set(user.email.toLowerCase(), await hashPassword(user.password!))),
  )
  // The server's clock (ADOPTIONS_NOW in the demo and browser tests): what the file loads is stamped at its now.
  const loadedAt = now()

  return db.transaction().execute(async (trx) => {
    await dialectOf(trx).lockKey(trx, provisionLock)
    const wasEmpty = (await countInstitutions(trx)) === 0
    const institutions = await provisionInstitutions(trx, data)

    const usersAdded: string[] = []
    const existing = await existingUserKeys(trx, data)
    for (const [index, user] of data.users.entries()) {
      const key = user.email.toLowerCase()
      if (existing.has(key) || existing.has(`id:${user.id}`)) continue
      // Not hashed above only if the user was deleted between the two looks: hash now.
      const hash = user.password === undefined ? null : (hashes.get(key) ?? (await hashPassword(user.password)))
      await insertFileUser(trx, user, hash, new Date(loadedAt + index).toISOString())
      usersAdded.push(user.email)
    }

    const termsAdded = await storeTerms(trx, data.institutions, new Date(loadedAt).toISOString())
    const records = await newRecords(trx, data)
    await storeRecords(trx, records.insert, new Date(loadedAt).toISOString(), records.refs)
    const generated = wasEmpty && data.generate !== undefined ? await generateRecords(trx, data, data.generate) : undefined
    await storeHoldings(trx, data.institutions)
    const counterApiKeysAdded = await storeCounterApi(trx, data.counterApi, new Date(loadedAt).toISOString())
    return {
      ...institutions,
      usersAdded,
      termsAdded,
      titlesAdded: records.insert.titles.length,
      coursesAdded: records.insert.courses.length,
      requestsAdded: records.insert.requests.length,
      usageMonthsAdded: records.insert.usage.length,
      studentsAdded: records.insert.students.length,
      storeProductsAdded: records.insert.storeProducts.length,
      counterApiKeysAdded,
      requestsSkipped: records.skipped,
      ...(generated === undefined ? {} : { generated }),
      generateSkipped: !wasEmpty && data.generate !== undefined,
    }
  })
}

/** Lower-case emails and `id:` ids of the file's users already in the database. */
async function existingUserKeys(db: AppDb, data: DataFile): Promise<Set<string>> {
  if (data.users.length === 0) return new Set()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email_key'])
    .where((eb) =>
      eb.or([
        eb(
          'email_key',
          'in',
          data.users.map((user) => user.email.toLowerCase()),
        ),
        eb(
          'id',
          'in',
          data.users.map((user) => user.id),
        ),
      ]),
    )
    .execute()
  return new Set(rows.flatMap((row) => [row.email_key, `id:${row.id}`]))
}

/** Inserts missing institutions and brings existing ones to the file's name, config, branding, digest time and flags. */
async function provisionInstitutions(trx: AppDb, data: DataFile): Promise<Pick<ProvisionSummary, 'institutionsAdded' | 'institutionsChanged'>> {
  const institutionsAdded: string[] = []
  const institutionsChanged: string[] = []
  for (const institution of data.institutions) {
    const row = await trx
      .selectFrom('institutions')
      .select(['name', 'config', 'accent', 'logo', 'time_zone', 'digest_at', 'reminder_days', 'low_cost_minor'])
      .where('id', '=', institution.id)
      .executeTakeFirst()
    if (row === undefined) {
      await insertFileInstitution(trx, institution)
      institutionsAdded.push(institution.id)
      continue
    }
    // Through JSON, so the file's config compares as it is stored (a field left undefined is absent).
    const branding = brandingColumns(institution.branding)
    const digest = digestColumns(institution.notifications)
    const sameRow =
      row.name === institution.name &&
      row.accent === branding.accent &&
      row.logo === branding.logo &&
      row.time_zone === digest.time_zone &&
      row.digest_at === digest.digest_at &&
      row.reminder_days === reminderDaysColumn(institution.reminderDays) &&
      Number(row.low_cost_minor) === lowCostColumn(institution.lowCostThreshold) &&
      isDeepStrictEqual(parseJson(row.config), parseJson(JSON.stringify(institution.config)))
    const flags = Object.fromEntries(Object.entries(institution.flags).filter(([, enabled]) => enabled !== undefined))
    if (sameRow && isDeepStrictEqual(await institutionFlags(trx, institution.id), flags)) continue
    if (!sameRow) {
      await trx
        .updateTable('institutions')
        .set((eb) => ({
          name: institution.name,
          config: JSON.stringify(institution.config),
          ...branding,
          ...digest,
          reminder_days: reminderDaysColumn(institution.reminderDays),
          low_cost_minor: lowCostColumn(institution.lowCostThreshold),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', institution.id)
        .execute()
    }
    // The file's flags exactly: one it leaves out is off, which is no row, as when it was first loaded.
    await trx.deleteFrom('institution_flags').where('institution_id', '=', institution.id).execute()
    await setFileFlags(trx, institution)
    institutionsChanged.push(institution.id)
  }
  return { institutionsAdded, institutionsChanged }
}

/**
 * The file's titles, courses, requests, usage and students whose keys are not in the database,
 * and how they reach the users and courses that are (whatever ids those got).
 * A course is present when its id or its code and term at the institution are.
 */
async function newRecords(
  trx: AppDb,
  data: DataFile,
): Promise<{ insert: Pick<DataFile, 'titles' | 'courses' | 'requests' | 'usage' | 'students' | 'storeProducts'>; refs: RecordRefs; skipped: string[] }> {
  const institutionIds = data.institutions.map((institution) => institution.id)
  const users = await trx.selectFrom('users').select(['id', 'email_key', 'institution_id']).where('institution_id', 'in', institutionIds).execute()
  const userIdByKey = new Map(users.map((user) => [`${user.institution_id}/${user.email_key}`, user.id]))
  const courses = await trx.selectFrom('courses').select(['id', 'institution_id', 'code', 'term']).where('institution_id', 'in', institutionIds).execute()
  const courseIds = new Set(courses.map((course) => course.id))
  const courseIdByCode = new Map(courses.map((course) => [`${course.institution_id}/${course.code}/${course.term}`, course.id]))
  const existingCourseId = (course: DataFile['courses'][number]) =>
    courseIds.has(course.id) ? course.id : courseIdByCode.get(`${course.institution}/${course.code}/${course.term}`)

  const nbsis = [
    ...new Set([...data.titles.map((title) => title.nbsi), ...data.requests.map((request) => request.nbsi), ...data.usage.map((usage) => usage.nbsi)]),
  ]
  const knownTitles = new Set(
    nbsis.length === 0 ? [] : (await trx.selectFrom('titles').select('nbsi').where('nbsi', 'in', nbsis).execute()).map((row) => row.nbsi),
  )
  const titles = data.titles.filter((title) => !knownTitles.has(title.nbsi))
  for (const title of titles) knownTitles.add(title.nbsi)

  const requestIds = data.requests.map((request) => request.id)
  const knownRequests = new Set(
    requestIds.length === 0 ? [] : (await trx.selectFrom('requests').select('id').where('id', 'in', requestIds).execute()).map((row) => row.id),
  )
  const refs: RecordRefs = {
    userId: (institution, email) => userIdByKey.get(`${institution}/${email.toLowerCase()}`),
    courseId: (institution, reference) => {
      const course = reference === undefined ? undefined : fileCourse(data, institution, reference)
      return course === undefined ? null : (existingCourseId(course) ?? course.id)
    },
  }
  const skipped: string[] = []
  const requests = data.requests.filter((request) => {
    if (knownRequests.has(request.id)) return false
    const missing =
      refs.userId(request.institution, request.requester) === undefined
        ? `its requester ${request.requester} is not a user of ${request.institution}`
        : !knownTitles.has(request.nbsi)
          ? `its title ${request.nbsi} is not in the catalogue`
          : undefined
    if (missing !== undefined) skipped.push(`${request.id}: ${missing}`)
    return missing === undefined
  })
  // A title's month of usage under one access type is the platform's report: one already stored is kept as it is.
  const usageNbsis = [...new Set(data.usage.map((usage) => usage.nbsi))]
  const knownUsage = new Set(
    usageNbsis.length === 0
      ? []
      : (
          await trx
            .selectFrom('usage_monthly')
            .select(['institution_id', 'nbsi', 'month', 'access_type'])
            .distinct()
            .where('institution_id', 'in', institutionIds)
            .where('nbsi', 'in', usageNbsis)
            .execute()
        ).map((row) => `${row.institution_id}/${row.nbsi}/${row.month}/${row.access_type}`),
  )
  const usage = data.usage.filter(
    (entry) => knownTitles.has(entry.nbsi) && !knownUsage.has(`${entry.institution}/${entry.nbsi}/${entry.month}/${entry.accessType}`),
  )
  // A student already stored (by id, or by number at the institution) is kept as it is: staff may have granted or revoked access since.
  const storedStudents =
    data.students.length === 0
      ? []
      : await trx.selectFrom('students').select(['id', 'institution_id', 'student_number']).where('institution_id', 'in', institutionIds).execute()
  const knownStudents = new Set(storedStudents.flatMap((row) => [`id:${row.id}`, `${row.institution_id}/${row.student_number}`]))
  const students = data.students.filter((student) => !knownStudents.has(`id:${student.id}`) && !knownStudents.has(`${student.institution}/${student.number}`))
  // So is a product already stored (by id, or by SKU at the institution): its price, stock and visibility are staff's to change.
  const storedProducts =
    data.storeProducts.length === 0
      ? []
      : await trx.selectFrom('store_products').select(['id', 'institution_id', 'sku']).where('institution_id', 'in', institutionIds).execute()
  const knownProducts = new Set(storedProducts.flatMap((row) => [`id:${row.id}`, `${row.institution_id}/${row.sku}`]))
  const storeProducts = data.storeProducts.filter(
    (product) => !knownProducts.has(`id:${product.id}`) && !knownProducts.has(`${product.institution}/${product.sku}`),
  )
  return {
    insert: { titles, courses: data.courses.filter((course) => existingCourseId(course) === undefined), requests, usage, students, storeProducts },
    refs,
    skipped,
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
