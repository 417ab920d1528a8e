import { z } from 'zod'
import { accentProblem } from '../../contracts/branding.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import type { Flag, InstitutionConfig, Permission } from '../policy.ts'
import type { GenerateOptions } from './generate/index.ts'
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
        z.strictObject({
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
          /** When the daily digest of notifications is built (README, "Notifications"); without it, 07:00 UTC. */
          notifications: z
            .strictObject({
              timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/London or America/New_York').optional(),
              digestAt: z
                .string()
                .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, such as 07:00')
                .optional(),
            })
            .optional(),
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
    generate: generateSchema.optional(),
  })
}

export interface InstitutionData {
  readonly id: string
  readonly name: string
  readonly flags: Readonly<Partial<Record<Flag, boolean>>>
  readonly config: InstitutionConfig
  /** Absent: the app's own look. */
  readonly branding?: InstitutionBranding
  /** Absent: the digest at 07:00 UTC. */
  readonly notifications?: InstitutionDigest
}

/** When the institution's daily digest is built: its local time of day in its time zone. */
export interface InstitutionDigest {
  readonly timeZone?: string | undefined
  readonly digestAt?: string | undefined
}

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
  /** Records to generate besides what the file lists; undefined: none. */
  readonly generate: GenerateOptions | undefined
}

export type { CourseData, RequestData, StoreProductData, StudentData, TitleData, UsageData }
