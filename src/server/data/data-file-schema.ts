import { z } from 'zod'
import { accentProblem } from '../../contracts/branding.ts'
import { type TermDates } from '../../contracts/terms.ts'
import { termProblems, type TermField } from '../../contracts/term-checks.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import type { Flag, InstitutionConfig, Permission } from '../policy.ts'
import type { GenerateOptions } from './generate/index.ts'
import { counterApiSchema, type CounterApiData } from './counter-api-schema.ts'
import { institutionConfigSchema } from './institution-config-schema.ts'
import {
  courseSchema,
  generateSchema,
  requestSchema,
  storeProductSchema,
  studentSchema,
  titleSchema,
  usageSchema,
  type CourseData,
  type RequestData,
  type StoreProductData,
  type StudentData,
  type TitleData,
  type UsageData,
} from './records-schema.ts'

/**
 * The structure of a data file (see README, "Data file"). Permission and flag
 * names are checked afterwards against the policy, so the error can point at
 * the offending key and list the valid names.
 */
export function dataFileSchema(policy: Pick<CompiledPolicy, 'facts'>) {
  return z.strictObject({
    institutions: z
      .array(
        z
          .strictObject({
            id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1-64 letters, digits, dots, dashes or underscores'),
            name: z.string().trim().min(1, 'must not be empty'),
            flags: z.record(z.string(), z.boolean()).default({}),
            config: institutionConfigSchema(policy),
            /** The header's logo and accent colour (README, "Data file"); without it, the app's own. */
            branding: z
              .strictObject({
                accent: z
                  // In YAML a # starts a comment: `accent: #0f5c5c` is an empty value.
                  .string({
                    error: (issue) => (issue.input === null ? 'is empty: in YAML a # starts a comment, so quote the colour: accent: "#0f5c5c"' : undefined),
                  })
                  .superRefine((accent, ctx) => {
                    const problem = accentProblem(accent)
                    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } })
                  })
                  .optional(),
                /** A data: URI, an https URL, or an image file beside the data file (read when the file loads). */
                logo: z.string().trim().min(1, 'must not be empty; leave it out for no logo').optional(),
              })
              .optional(),
            /** The zone of its term dates, deadlines and digest time (README, "Terms and deadlines"); without it, UTC. */
            timeZone: timeZoneSchema.optional(),
            /** Days before a booklist deadline its instructors are reminded; without it, 14, 7 and 1. */
            reminderDays: z
              .array(z.int('must be a whole number of days').min(1, 'must be at least 1 day').max(120, 'must be at most 120 days'))
              .min(1, 'must list at least one day; leave it out for 14, 7 and 1')
              .refine((days) => new Set(days).size === days.length, 'must not list a day twice')
              .optional(),
            /** Titles its library already holds (nbsi or ISBN-13): no list's cost per student counts them. */
            libraryHoldings: z
              .array(z.string().trim().min(1, 'must not be empty: give an nbsi or an ISBN-13'))
              .refine((held) => new Set(held).size === held.length, 'must not list a title twice')
              .optional(),
            /** At or under this cost per student, in whole units of its currency (40 is 40.00), a list is low-cost; without it, 40. */
            lowCostThreshold: z.number().min(0, 'must not be negative').max(100_000, 'must be at most 100000').optional(),
            /** Its terms with their deadlines (README, "Terms and deadlines"); each checked against the ones before it. */
            terms: z.array(termSchema).default([]).superRefine(checkTerms),
            /** When the daily digest of notifications is built (README, "Notifications"); without it, 07:00 UTC. */
            notifications: z
              .strictObject({
                /** The older place of the institution's timeZone, still read. */
                timeZone: timeZoneSchema.optional(),
                digestAt: z
                  .string()
                  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, such as 07:00')
                  .optional(),
              })
              .optional(),
          })
          .superRefine((institution, ctx) => {
            if (institution.timeZone !== undefined && institution.notifications?.timeZone !== undefined)
              ctx.addIssue({
                code: 'custom',
                path: ['notifications', 'timeZone'],
                message: "give the time zone once, as the institution's timeZone (notifications.timeZone is its older place)",
              })
          }),
      )
      .min(1, 'must list at least one institution'),
    users: z
      .array(
        z.strictObject({
          id: z
            .string()
            .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
            .optional(),
          email: z.email('must be an email address'),
          /** How the app names them (staff list, instructors, uploads); without one, their email. */
          name: z.string().trim().min(1, 'must not be empty; leave it out for no name').max(200, 'must be at most 200 characters').optional(),
          password: z.string().min(1, 'must not be empty; leave it out for no password').max(1024).optional(),
          institution: z.string(),
          permissions: z.record(z.string(), z.boolean()).default({}),
          disabled: z.boolean().default(false),
          /** Shown next to the account in the demo listing. */
          note: z.string().optional(),
        }),
      )
      .min(1, 'must list at least one user'),
    titles: z.array(titleSchema).default([]),
    courses: z.array(courseSchema).default([]),
    requests: z.array(requestSchema).default([]),
    usage: z.array(usageSchema).default([]),
    students: z.array(studentSchema).default([]),
    storeProducts: z.array(storeProductSchema).default([]),
    /** Keys of the COUNTER API for usage harvesters, with each institution's customer ID (README, "Data file"). */
    counterApi: z.array(counterApiSchema).default([]),
    generate: generateSchema.optional(),
  })
}

const day = z.string({ error: 'must be a date such as 2027-01-11 (quoted or not)' })

/** A term as the file writes it; `starts`/`ends` are the form's start and end. */
const termSchema = z.strictObject({
  name: z.string(),
  starts: day,
  ends: day,
  adoptionDeadline: day,
  booklistDeadline: day,
})

const fileField: Readonly<Record<TermField, string>> = {
  name: 'name',
  startsOn: 'starts',
  endsOn: 'ends',
  adoptionDeadline: 'adoptionDeadline',
  booklistDeadline: 'booklistDeadline',
}

export function termDatesOf(term: z.infer<typeof termSchema>): TermDates {
  return { name: term.name, startsOn: term.starts, endsOn: term.ends, adoptionDeadline: term.adoptionDeadline, booklistDeadline: term.booklistDeadline }
}

/** The Terms page's checks (contracts/terms.ts), each term against those listed before it, pointing at the field. */
function checkTerms(terms: readonly z.infer<typeof termSchema>[], ctx: z.RefinementCtx): void {
  const seen: TermDates[] = []
  terms.forEach((term, i) => {
    const dates = termDatesOf(term)
    for (const problem of termProblems(dates, seen)) ctx.addIssue({ code: 'custom', path: [i, fileField[problem.field]], message: problem.message })
    seen.push(dates)
  })
}

export interface InstitutionData {
  readonly id: string
  readonly name: string
  readonly flags: Readonly<Partial<Record<Flag, boolean>>>
  readonly config: InstitutionConfig
  /** Absent: the app's own look. */
  readonly branding?: InstitutionBranding
  /** Absent: the digest at 07:00 UTC. The time zone is the institution's (its term dates' too), wherever the file gave it. */
  readonly notifications?: InstitutionDigest
  /** Absent: 14, 7 and 1 days before a booklist deadline. */
  readonly reminderDays?: readonly number[]
  /** Absent: none. nbsi or ISBN-13 of titles its library holds. */
  readonly libraryHoldings?: readonly string[]
  /** Absent: 40 units of its currency. */
  readonly lowCostThreshold?: number
  readonly terms: readonly TermDates[]
}

/** When the institution's daily digest is built: its local time of day in its time zone. */
export interface InstitutionDigest {
  readonly timeZone?: string | undefined
  readonly digestAt?: string | undefined
}

const timeZoneSchema = z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/London or America/New_York')

/** Whether the runtime knows the zone: an unknown one would make every digest time unreadable. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export interface InstitutionBranding {
  /** Checked for contrast (src/contracts/branding.ts). */
  readonly accent: string | undefined
  /** A data: URI (a logo file is read into one) or an https URL. */
  readonly logo: string | undefined
}

export interface UserData {
  readonly id: string
  readonly email: string
  readonly name: string | undefined
  readonly password: string | undefined
  readonly institution: string
  readonly permissions: Readonly<Partial<Record<Permission, boolean>>>
  readonly disabled: boolean
  readonly note: string | undefined
}

/** A data file that passed every check. */
export interface DataFile {
  readonly institutions: readonly InstitutionData[]
  readonly users: readonly UserData[]
  readonly titles: readonly TitleData[]
  readonly courses: readonly CourseData[]
  readonly requests: readonly RequestData[]
  /** Monthly COUNTER usage by title, besides what `generate` makes. */
  readonly usage: readonly UsageData[]
  /** Hosted students, besides the ones `generate` makes. */
  readonly students: readonly StudentData[]
  /** Products of institutions' stores, besides the ones `generate` makes. */
  readonly storeProducts: readonly StoreProductData[]
  /** COUNTER API keys and the customer IDs they go with; the keys are stored as hashes. */
  readonly counterApi: readonly CounterApiData[]
  /** Records to generate besides what the file lists; undefined: none. */
  readonly generate: GenerateOptions | undefined
}

export type { CounterApiData, CourseData, RequestData, StoreProductData, StudentData, TitleData, UsageData }
