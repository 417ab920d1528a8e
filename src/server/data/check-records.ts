import { didYouMean } from '../../policy/did-you-mean.ts'
import { checkCounterApi } from './check-counter-api.ts'
import type { PathSegment } from './diagnostics.ts'
import { generatedNbsi } from './generate/catalogue.ts'
import { benchSize, demoSize } from './generate/index.ts'
import { isValidIsbn13 } from './isbn.ts'

type Report = (path: PathSegment[], code: string, message: string, severity?: 'warning') => void

/**
 * The references between records that the schema cannot see: a course or
 * request names an institution of the file, a request's requester is a user
 * of that institution, its nbsi a title of the file (or a generated one when
 * the file asks for generation), its course a course of that institution;
 * usage names institutions and titles too; a student names an institution;
 * a store product an institution and a title; a COUNTER API entry an institution (check-counter-api.ts);
 * ids, usage months and a student's number at an institution are not listed
 * twice; an ISBN's check digit is right.
 */
export function checkRecords(raw: unknown, report: Report): void {
  const institutions = entries(field(raw, 'institutions'))
    .map((i) => field(i, 'id'))
    .filter((v): v is string => typeof v === 'string')
  const userInstitution = new Map<string, unknown>()
  for (const user of entries(field(raw, 'users'))) {
    const email = field(user, 'email')
    if (typeof email === 'string') userInstitution.set(email.toLowerCase(), field(user, 'institution'))
  }
  const unknownInstitution = (path: PathSegment[], value: unknown) => {
    if (typeof value !== 'string' || institutions.includes(value)) return
    const hint = didYouMean(value, institutions)
    report(
      path,
      'unknown-institution',
      `"${value}" is not an institution in this file${hint ? ` (did you mean "${hint}"?)` : ''}; institutions: ${institutions.join(', ') || 'none'}`,
    )
  }

  const nbsis = new Set<string>()
  entries(field(raw, 'titles')).forEach((title, i) => {
    const nbsi = field(title, 'nbsi')
    if (typeof nbsi === 'string') {
      if (nbsis.has(nbsi)) report(['titles', i, 'nbsi'], 'duplicate-title', `nbsi "${nbsi}" is listed twice`)
      nbsis.add(nbsi)
    }
    const isbn = field(title, 'isbn')
    if (typeof isbn === 'string' && /^97[89][-\s]?(\d[-\s]?){9}\d$/.test(isbn) && !isValidIsbn13(isbn)) {
      report(['titles', i, 'isbn'], 'isbn-check-digit', `ISBN ${isbn} has a wrong check digit; check it was copied correctly`, 'warning')
    }
  })
  const generatedTitles = generatedTitleCount(field(raw, 'generate'))

  const unknownTitle = (path: (string | number)[], nbsi: unknown) => {
    if (typeof nbsi !== 'string' || nbsis.has(nbsi) || isGenerated(nbsi, generatedTitles)) return
    const hint = didYouMean(nbsi, [...nbsis])
    report(path, 'unknown-title', `"${nbsi}" is not a title in this file${hint ? ` (did you mean "${hint}"?)` : ''}; list it under titles`)
  }

  const courses = new Map<string, Set<string>>()
  entries(field(raw, 'courses')).forEach((course, i) => {
    const institution = field(course, 'institution')
    unknownInstitution(['courses', i, 'institution'], institution)
    const key = `${String(institution)}/${String(field(course, 'code'))}/${String(field(course, 'term'))}`
    const known = courses.get(String(institution)) ?? new Set<string>()
    if (known.has(key))
      report(
        ['courses', i, 'code'],
        'duplicate-course',
        `course ${String(field(course, 'code'))} in ${String(field(course, 'term'))} is listed twice for ${String(institution)}`,
      )
    known.add(key)
    for (const value of [field(course, 'code'), field(course, 'id')]) if (typeof value === 'string') known.add(value)
    courses.set(String(institution), known)
    entries(field(course, 'titles')).forEach((nbsi, t) => unknownTitle(['courses', i, 'titles', t], nbsi))
  })

  const requestIds = new Set<string>()
  entries(field(raw, 'requests')).forEach((request, i) => {
    const id = field(request, 'id')
    if (typeof id === 'string') {
      if (requestIds.has(id)) report(['requests', i, 'id'], 'duplicate-request', `request id "${id}" is listed twice`)
      requestIds.add(id)
    }
    const institution = field(request, 'institution')
    unknownInstitution(['requests', i, 'institution'], institution)
    const requester = field(request, 'requester')
    if (typeof requester === 'string' && requester.includes('@')) {
      const home = userInstitution.get(requester.toLowerCase())
      if (home === undefined) {
        const hint = didYouMean(requester.toLowerCase(), [...userInstitution.keys()])
        report(['requests', i, 'requester'], 'unknown-user', `"${requester}" is not a user in this file${hint ? ` (did you mean "${hint}"?)` : ''}`)
      } else if (typeof institution === 'string' && institutions.includes(institution) && home !== institution) {
        report(['requests', i, 'requester'], 'wrong-institution', `"${requester}" is a user of ${String(home)}, not of ${institution}`)
      }
    }
    unknownTitle(['requests', i, 'nbsi'], field(request, 'nbsi'))
    const course = field(request, 'course')
    if (typeof course === 'string' && !courses.get(String(institution))?.has(course)) {
      report(['requests', i, 'course'], 'unknown-course', `"${course}" is not a course of ${String(institution)} in this file`)
    }
  })
  checkUsage(raw, report, unknownInstitution, unknownTitle)
  checkStudents(raw, report, unknownInstitution)
  checkStoreProducts(raw, report, unknownInstitution, nbsis)
  checkCounterApi(raw, report, unknownInstitution, institutions)
}

/**
 * A store product names an institution and (unless a supply) a title listed in
 * the file, not a generated one (generation runs after the file's records are
 * stored); a SKU is listed once per institution, an id once.
 */
function checkStoreProducts(
  raw: unknown,
  report: Report,
  unknownInstitution: (path: PathSegment[], value: unknown) => void,
  fileTitles: ReadonlySet<string>,
): void {
  const skus = new Set<string>()
  const ids = new Set<string>()
  entries(field(raw, 'storeProducts')).forEach((product, i) => {
    const institution = field(product, 'institution')
    unknownInstitution(['storeProducts', i, 'institution'], institution)
    const title = field(product, 'title')
    if (typeof title === 'string' && !fileTitles.has(title)) {
      const hint = didYouMean(title, [...fileTitles])
      report(
        ['storeProducts', i, 'title'],
        'unknown-title',
        `"${title}" is not a title in this file${hint ? ` (did you mean "${hint}"?)` : ''}; list it under titles`,
      )
    }
    const sku = field(product, 'sku')
    if (typeof institution !== 'string' || typeof sku !== 'string') return
    const given = field(product, 'id')
    const id = typeof given === 'string' ? given : `${institution}-${sku.trim()}`
    if (skus.has(`${institution}/${sku.trim()}`))
      report(['storeProducts', i, 'sku'], 'duplicate-store-product', `SKU ${sku.trim()} is listed twice for ${institution}`)
    else if (ids.has(id))
      report(['storeProducts', i, typeof given === 'string' ? 'id' : 'sku'], 'duplicate-store-product', `store product id "${id}" is listed twice`)
    skus.add(`${institution}/${sku.trim()}`)
    ids.add(id)
  })
}

/** A student names an institution of the file; a number is listed once per institution, an id (given or `institution-number`) once. */
function checkStudents(raw: unknown, report: Report, unknownInstitution: (path: PathSegment[], value: unknown) => void): void {
  const numbers = new Set<string>()
  const ids = new Set<string>()
  entries(field(raw, 'students')).forEach((student, i) => {
    const institution = field(student, 'institution')
    unknownInstitution(['students', i, 'institution'], institution)
    const number = field(student, 'number')
    if (typeof institution !== 'string' || (typeof number !== 'string' && typeof number !== 'number')) return
    const key = `${institution}/${String(number).trim()}`
    const given = field(student, 'id')
    const id = typeof given === 'string' ? given : `${institution}-${String(number).trim()}`
    if (numbers.has(key)) report(['students', i, 'number'], 'duplicate-student', `student number ${String(number).trim()} is listed twice for ${institution}`)
    else if (ids.has(id)) report(['students', i, typeof given === 'string' ? 'id' : 'number'], 'duplicate-student', `student id "${id}" is listed twice`)
    numbers.add(key)
    ids.add(id)
  })
}

/**
 * Usage names institutions and titles of the file, and each title's month once
 * per access type (a platform reports a title's Open use apart from its Controlled use).
 */
function checkUsage(
  raw: unknown,
  report: Report,
  unknownInstitution: (path: PathSegment[], value: unknown) => void,
  unknownTitle: (path: (string | number)[], nbsi: unknown) => void,
): void {
  const seen = new Set<string>()
  entries(field(raw, 'usage')).forEach((usage, i) => {
    unknownInstitution(['usage', i, 'institution'], field(usage, 'institution'))
    unknownTitle(['usage', i, 'nbsi'], field(usage, 'nbsi'))
    // Left out is Controlled, as the schema's default: the same entry as one that says so.
    const accessType = field(usage, 'accessType') ?? 'Controlled'
    const key = [field(usage, 'institution'), field(usage, 'nbsi'), field(usage, 'month'), accessType].map(String).join('/')
    if (seen.has(key)) {
      report(
        ['usage', i, 'month'],
        'duplicate-usage',
        `the ${String(accessType)} usage of ${String(field(usage, 'nbsi'))} at ${String(field(usage, 'institution'))} ` +
          `in ${String(field(usage, 'month'))} is listed twice; put its counts in one entry`,
      )
    }
    seen.add(key)
  })
}

/** How many titles `generate` makes (their nbsi ids are nb-0000001 up to that count). */
function generatedTitleCount(generate: unknown): number {
  if (generate === true) return demoSize.titles
  if (generate === null || typeof generate !== 'object') return 0
  const titles = field(generate, 'titles')
  if (typeof titles === 'number') return titles
  return field(generate, 'scale') === 'bench' ? benchSize.titles : demoSize.titles
}

function isGenerated(nbsi: string, count: number): boolean {
  const match = /^nb-(\d{7})$/.exec(nbsi)
  return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= count && generatedNbsi(Number(match[1])) === nbsi
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined
}

function entries(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}
