import type { Insertable } from 'kysely'
import type { StoreProductsTable, StudentEnrolmentsTable, StudentsTable, UploadRowsTable, UploadsTable } from '../../db/schema.ts'
import { daysBefore, type InstitutionContext } from './context.ts'
import type { Random } from './random.ts'
import { familyNames, givenNames, supplyNames } from './vocabulary.ts'

/** Hosted students, each enrolled on one to four courses. */
export function generateStudents(random: Random, institution: InstitutionContext, count: number, courseIds: readonly string[], asOf: string) {
  const students: Insertable<StudentsTable>[] = []
  const enrolments: Insertable<StudentEnrolmentsTable>[] = []
  for (let n = 1; n <= count; n++) {
    const id = `${institution.id}-s${String(n).padStart(5, '0')}`
    const given = random.pick(givenNames)
    const family = random.pick(familyNames)
    const status = random.weighted([
      ['active', 17],
      ['suspended', 1],
      ['graduated', 2],
    ] as const)
    students.push({
      id,
      institution_id: institution.id,
      student_number: String(20_000_000 + n * 37),
      name: `${given} ${family}`,
      email: `${given}.${family}.${n}@students.${institution.id}.example`.toLowerCase(),
      status,
      ...studentAccess(random, status, asOf),
    })
    for (const courseId of random.sample(courseIds, random.int(1, 4))) enrolments.push({ student_id: id, course_id: courseId })
  }
  return { students, enrolments }
}

/**
 * A student's access dates, so the Students page shows every access state: an
 * enrolled student mostly has access beyond the next 30 days, some expiring
 * within them, some expired, revoked or never granted; a suspended or
 * graduated student's access has ended.
 */
function studentAccess(
  random: Random,
  status: 'active' | 'suspended' | 'graduated',
  asOf: string,
): Pick<Insertable<StudentsTable>, 'access_expires_at' | 'access_revoked_at'> {
  const access =
    status === 'active'
      ? random.weighted([
          ['active', 12],
          ['expiring', 3],
          ['expired', 2],
          ['revoked', 1],
          ['never', 1],
        ] as const)
      : 'expired'
  if (access === 'active') return { access_expires_at: daysBefore(asOf, -random.int(31, 365)), access_revoked_at: null }
  if (access === 'expiring') return { access_expires_at: daysBefore(asOf, -random.int(1, 30)), access_revoked_at: null }
  if (access === 'revoked') return { access_expires_at: daysBefore(asOf, -random.int(31, 365)), access_revoked_at: daysBefore(asOf, random.int(1, 60)) }
  if (access === 'never') return { access_expires_at: null, access_revoked_at: null }
  return { access_expires_at: daysBefore(asOf, random.int(1, 200)), access_revoked_at: null }
}

/** Store products: course books from the catalogue and a few supplies, priced in the institution's currency. */
export function generateStoreProducts(
  random: Random,
  institution: InstitutionContext,
  titles: readonly { nbsi: string; title: string; price: number }[],
  count: number,
): Insertable<StoreProductsTable>[] {
  const books = random.sample(titles, Math.max(0, count - supplyNames.length)).map((title, i) => ({
    id: `${institution.id}-p${i + 1}`,
    institution_id: institution.id,
    nbsi: title.nbsi,
    sku: `BK-${title.nbsi}`,
    name: title.title,
    price_minor: title.price,
    currency: institution.currency,
    stock: random.int(0, 60),
    status: random.chance(0.9) ? ('active' as const) : ('hidden' as const),
  }))
  const supplies = supplyNames.map((name, i) => ({
    id: `${institution.id}-p-supply-${i + 1}`,
    institution_id: institution.id,
    nbsi: null,
    sku: `SUP-${String(i + 1).padStart(3, '0')}`,
    name,
    price_minor: random.int(3, 60) * 100 + 99,
    currency: institution.currency,
    stock: random.int(0, 200),
    status: 'active' as const,
  }))
  return [...books, ...supplies]
}

/** A few past uploads of booklists and courses, with their rows (some refused, with the reason). */
export function generateUploads(random: Random, institution: InstitutionContext, nbsis: readonly string[], courseCodes: readonly string[], asOf: string) {
  const uploads: Insertable<UploadsTable>[] = []
  const rows: Insertable<UploadRowsTable>[] = []
  const uploader = institution.users.find((user) => !user.disabled && (institution.everyPermission || user.permissions['booklist:bulkUpload'] === true))
  if (!uploader || nbsis.length === 0 || courseCodes.length === 0) return { uploads, rows }
  for (let n = 1; n <= 5; n++) {
    const id = `${institution.id}-u${n}`
    const at = daysBefore(asOf, random.int(5, 200))
    const count = random.int(8, 30)
    let errors = 0
    const failed = random.chance(0.2)
    // Rows as a checked file keeps them (issue 29): the file's cells by its header, and each problem with its column.
    for (let row = 2; row <= count + 1; row++) {
      const bad = failed || random.chance(0.08)
      if (bad) errors++
      const problem = { column: 'nbsi', message: 'There is no title with the nbsi "nb-unknown" in the catalogue.' }
      rows.push({
        upload_id: id,
        row_number: row,
        data: JSON.stringify({
          course_code: random.pick(courseCodes),
          nbsi: bad ? 'nb-unknown' : random.pick(nbsis),
          quantity: String(random.int(1, 60)),
          requirement: random.pick(['essential', 'recommended', 'optional']),
        }),
        status: bad ? 'error' : 'applied',
        message: bad ? `${problem.column}: ${problem.message}` : null,
        problems: bad ? JSON.stringify([problem]) : null,
      })
    }
    uploads.push({
      id,
      institution_id: institution.id,
      uploaded_by: uploader.id,
      kind: 'booklist',
      file_name: `booklists-${at.slice(0, 10)}.csv`,
      status: failed ? 'failed' : 'applied',
      row_count: count,
      error_count: errors,
      applied_count: count - errors,
      columns: JSON.stringify(['course_code', 'nbsi', 'quantity', 'requirement']),
      committed_at: failed ? null : at,
      created_at: at,
      updated_at: at,
    })
  }
  return { uploads, rows }
}
