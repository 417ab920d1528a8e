import { monthPattern } from '../../contracts/months.ts'
import { z } from 'zod'
import {
  booklistStates,
  studentStatuses,
  counterAccessTypes,
  counterMetrics,
  licenceModels,
  requestKinds,
  requestStatuses,
  titleAvailabilities,
  titleFormats,
} from '../db/schema.ts'

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
const text = z.string().trim().min(1, 'must not be empty')
const currency = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as GBP')
const minorUnits = z.number().int('must be a whole number of minor units (pence, cents)').min(0, 'must not be negative')

/** A catalogue title of the data file; everything but nbsi and title has a default. */
export const titleSchema = z.strictObject({
  nbsi: id,
  /** ISBN-13, hyphens allowed; the check digit is verified (a wrong one is a warning). */
  isbn: z
    .string()
    .regex(/^97[89][-\s]?(\d[-\s]?){9}\d$/, 'must be an ISBN-13: 13 digits starting 978 or 979')
    .optional(),
  title: text,
  subtitle: text.optional(),
  authors: z.array(text).default([]),
  publisher: text.default('Unknown publisher'),
  edition: z.number().int().min(1).optional(),
  year: z.number().int().min(1450).max(2100).optional(),
  formats: z.array(z.enum(titleFormats)).min(1, 'must list at least one format').default(['print']),
  /** List price in minor units (4599 is 45.99). */
  price: minorUnits.default(0),
  currency: currency.default('GBP'),
  availability: z.enum(titleAvailabilities).default('available'),
  subjects: z.array(text).default([]),
  licences: z
    .array(z.strictObject({ model: z.enum(licenceModels), price: minorUnits, currency: currency.optional(), months: z.number().int().min(1).optional() }))
    .optional(),
})

export const courseSchema = z.strictObject({
  id: id.optional(),
  code: text,
  title: text,
  term: z.string().regex(/^\d{4}-[a-z][a-z0-9-]*$/, 'must look like 2026-autumn'),
  institution: z.string(),
  department: text.default('General'),
  /** Emails; an instructor with an account at the institution is linked to it. */
  instructors: z.array(z.email('must be an email address')).default([]),
  enrolment: z.number().int().min(0).default(0),
  booklist: z.enum(booklistStates).optional(),
  /** The titles on its booklist (nbsi of the file or generated), in order; the list is a draft unless `booklist` says otherwise. */
  titles: z.array(id).default([]),
})

export const requestSchema = z.strictObject({
  id,
  institution: z.string(),
  /** The email of a user of the file at the same institution. */
  requester: z.email('must be an email address'),
  kind: z.enum(requestKinds),
  status: z.enum(requestStatuses).default('pending'),
  nbsi: z.string(),
  quantity: z.number().int().min(1).default(1),
  /** A course code (or course id) of the same institution. */
  course: z.string().optional(),
  note: text.optional(),
})

/**
 * One title's COUNTER Release 5.1 usage at an institution in one month under
 * one Access_Type, as a platform reports it: the counts of the metrics it has
 * (a metric left out counted nothing). What the analytics dashboards sum and
 * the Title Reports (TR_B1, TR_B3) break down. Usage a platform reported
 * before Release 5.1 had no Open or Free_To_Read, hence Controlled by default.
 */
export const usageSchema = z.strictObject({
  institution: z.string(),
  nbsi: z.string(),
  month: z.string().regex(monthPattern, 'must be a month such as 2026-03'),
  accessType: z.enum(counterAccessTypes, { error: `must be a COUNTER Release 5.1 Access_Type: ${counterAccessTypes.join(', ')}` }).default('Controlled'),
  counts: z.partialRecord(z.enum(counterMetrics), z.number().int('must be a whole number').min(0, 'must not be negative')),
})

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const isoTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

/** A real calendar day (2026-02-30 is not) or an ISO time with its zone; undefined when it is neither. */
function storedTime(value: string): string | undefined {
  if (dayPattern.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`)
    return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? undefined : day.toISOString()
  }
  if (!isoTimePattern.test(value)) return undefined
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}

/**
 * A day (2030-01-01, that day at 00:00 UTC) or a full ISO time with its zone
 * (2030-01-01T09:00:00Z), stored as the app stores every time: Date.toISOString().
 */
const time = z
  .string({ error: 'must be a day such as 2030-01-01 or an ISO time such as 2030-01-01T09:00:00Z' })
  .refine((value) => storedTime(value) !== undefined, 'must be a day such as 2030-01-01 or an ISO time such as 2030-01-01T09:00:00Z')
  .transform((value) => storedTime(value)!)

/**
 * A hosted student of an institution: a number unique at the institution, and
 * when their access ends (left out: never granted) or was withdrawn by staff.
 */
export const studentSchema = z.strictObject({
  id: id.optional(),
  institution: z.string(),
  /** The institution's student number; a whole number is read as its digits. */
  number: z.preprocess(
    (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value),
    z.string({ error: 'must be a student number such as S1001' }).trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
  ),
  name: text,
  email: z.email('must be an email address'),
  enrolment: z.enum(studentStatuses, { error: `must be one of ${studentStatuses.join(', ')}` }).default('active'),
  accessUntil: time.optional(),
  revokedAt: time.optional(),
})

/**
 * A product of an institution's store: a catalogue title (named by its nbsi;
 * its name is the title's unless given) or a supply (a name and no title),
 * its price in the store's currency unless another is given, its stock, and
 * whether it is hidden from students.
 */
export const storeProductSchema = z
  .strictObject({
    id: id.optional(),
    institution: z.string(),
    sku: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
    title: id.optional(),
    name: text.optional(),
    price: minorUnits.refine((value) => value > 0, 'must be more than nothing'),
    currency: currency.optional(),
    stock: z.number().int('must be a whole number').min(0, 'must not be negative').default(0),
    hidden: z.boolean().default(false),
  })
  .refine((product) => product.title !== undefined || product.name !== undefined, {
    message: 'a product names its catalogue title (title: nbsi) or, for a supply, its name',
    path: ['name'],
  })

/** `generate: true` or its settings: records generated for every institution of the file. */
export const generateSchema = z.union([
  z.literal(true),
  z.strictObject({
    seed: text.default('adoptions'),
    /** "Now" for the generated history (ISO date); default: today. */
    asOf: z.iso.date('must be a date such as 2026-11-01').optional(),
    scale: z.enum(['demo', 'bench']).default('demo'),
    titles: z.number().int().min(0).max(1_000_000).optional(),
    courses: z.number().int().min(0).max(100_000).optional(),
    booklistItems: z.number().int().min(0).max(1_000_000).optional(),
    requests: z.number().int().min(0).max(100_000).optional(),
  }),
])

export type TitleData = z.output<typeof titleSchema>
export type CourseData = z.output<typeof courseSchema> & { readonly id: string }
export type RequestData = z.output<typeof requestSchema>
/** A store product once read: its id, name and currency filled in. */
export type StoreProductData = Omit<z.output<typeof storeProductSchema>, 'id' | 'name' | 'currency'> & {
  readonly id: string
  readonly name: string
  readonly currency: string
}
export type UsageData = z.output<typeof usageSchema>
export type StudentData = z.output<typeof studentSchema> & { readonly id: string }
export type GenerateSettings = z.output<typeof generateSchema>
