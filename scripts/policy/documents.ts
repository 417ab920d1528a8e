import { z } from 'zod'
import { condition, type RawCondition } from './condition-schema.ts'
import { proceduresDocument } from './record-documents.ts'
import { declared, description, menuPath, reference, routePath } from './schema-names.ts'

/**
 * The shape of each policy document. The validator checks YAML against these,
 * and `policy build` turns them into the JSON Schemas under policy/schema/ that
 * editors use, so both always agree. Names (permissions, flags...) are checked
 * in the validate stage, which knows the other documents.
 */

export { condition, type RawCondition }

export const permissionsDocument = z.strictObject({
  enforcedByFlag: reference('flag', 'While this flag is off, every permission check passes.'),
  permissions: z.record(declared.permission, description),
})

export const flagsDocument = z.strictObject({ flags: z.record(declared.flag, description) })

export type RawFactField = {
  type: 'boolean' | 'number' | 'string' | 'object' | 'list' | 'map'
  nullable?: boolean
  description?: string
  fields?: Record<string, RawFactField>
}

export const factField: z.ZodType<RawFactField> = z.lazy(() =>
  z.strictObject({
    type: z.enum(['boolean', 'number', 'string', 'object', 'list', 'map']),
    nullable: z.boolean().optional(),
    description: z.string().optional(),
    fields: z.record(declared.identifier, factField).optional(),
  }),
)

export const factsDocument = z.strictObject({ institution: z.record(declared.identifier, factField) })

export const checksDocument = z.strictObject({
  lists: z.record(declared.identifier, z.strictObject({ description, values: z.array(z.string()) })).optional(),
  checks: z.record(declared.identifier, z.strictObject({ description, when: condition })),
})

const permissionRef = reference('permission', 'A permission from permissions.yaml.')
const flagRef = reference('flag', 'A flag from flags.yaml.')

const access = z.union([
  z.literal('public').describe('No sign-in needed: only the not-found and fallback pages.'),
  z.literal('signed-in').describe('Any signed-in user.'),
  z.strictObject({
    permission: z.union([permissionRef, z.array(permissionRef).min(1)]).optional(),
    flag: z.union([flagRef, z.strictObject({ name: flagRef, redirect: reference('route', 'Where to go while the flag is off.') })]).optional(),
    check: reference('check', 'A check from checks.yaml; when present it alone decides.').optional(),
  }),
])

const layout = z.enum(['default', 'unauthenticated', 'none'])

/** `string`, `number` or `boolean`, with an optional default after `=`: `number = 1`. */
export const searchParamPattern = /^(string|number|boolean)(?:\s*=\s*(.+))?$/
const searchParam = z
  .string()
  .regex(searchParamPattern, 'a search parameter is string, number or boolean, with an optional default: number = 1')
  .refine((spec) => searchParamDefaultError(spec) === undefined, {
    message: "the default does not have the parameter's type (number = 1, boolean = false, string = text)",
  })
  .describe('The type, string | number | boolean, and an optional default: `page: number = 1`.')

/** Why a search parameter's default does not fit its type, if it does not. */
export function searchParamDefaultError(spec: string): string | undefined {
  const [, type, value] = searchParamPattern.exec(spec) ?? []
  if (value === undefined) return undefined
  if (type === 'number' && !Number.isFinite(Number(value))) return 'not a number'
  if (type === 'boolean' && value !== 'true' && value !== 'false') return 'not true or false'
  return undefined
}
const page = z.string().regex(/^[a-z][a-z0-9-]*$/, 'a page is a kebab-case folder name under src/pages/')

export const routesDocument = z.strictObject({
  notFound: z.strictObject({ page, layout: layout.optional(), access: z.literal('public') }),
  routes: z.array(
    z.strictObject({
      path: routePath,
      aliases: z.array(routePath).optional(),
      params: z.record(declared.identifier, description).optional(),
      search: z
        .record(declared.identifier, searchParam)
        .optional()
        .describe('Typed URL search parameters (?q=…&page=2), checked before the page renders; a bad value is dropped, never an error.'),
      page,
      pageRoute: z
        .literal(true)
        .optional()
        .describe("src/pages/<page>/route.ts exports `route`: the page's loader (prefetching its data), pendingComponent, and optionally validateSearch."),
      layout: layout.optional(),
      layoutHint: z.literal('fixed').optional(),
      access,
    }),
  ),
})

export type RawMenuItem = {
  id: string
  title?: string
  path?: string
  variants?: { when?: RawCondition; title: string; path: string }[]
  when: RawCondition
  children?: RawMenuItem[]
  each?: { fact: string; title: string; params: Record<string, string>; can?: RawEachCan }
}

/** Which entries of an `each` list the person may open: a record rule asked of a record built from the entry. */
export type RawEachCan = { action: string; record: string; fields: Record<string, string | { user: string }> }

export const menuItem: z.ZodType<RawMenuItem> = z.lazy(() =>
  z.strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a menu id is kebab-case'),
    title: z.string().min(1).optional(),
    path: menuPath.optional(),
    variants: z
      .array(z.strictObject({ when: condition.optional(), title: z.string().min(1), path: menuPath }))
      .min(2)
      .optional(),
    when: condition,
    children: z.array(menuItem).optional(),
    each: z
      .strictObject({
        fact: reference('list-fact', 'A list fact from facts.yaml; one child per entry.'),
        title: z.string().min(1).describe("The entry field holding each child's title."),
        params: z.record(declared.identifier, z.string().min(1)).describe('Path parameter -> entry field.'),
        can: z
          .strictObject({
            action: z.string().min(1).describe('An action of the record type.'),
            record: z.string().min(1).describe('A record type of policy/resources/ (Dashboard).'),
            fields: z
              .record(declared.identifier, z.union([z.string().min(1), z.strictObject({ user: z.string().min(1) })]))
              .describe("Record field -> the entry field filling it, or { user: institutionId } for the signed-in user's."),
          })
          .optional()
          .describe('Shows only the entries whose record the person may take this action on (record rules of policy/resources/).'),
      })
      .optional(),
  }),
)

export const menuDocument = z.strictObject({ menu: z.array(menuItem) })

export const landingDocument = z.strictObject({
  landing: z.strictObject({
    flagOff: z.strictObject({ flag: flagRef, path: reference('route', 'Where everyone lands while the flag is off.') }),
    preferred: z.array(reference('menu-item', 'A menu item id from menu.yaml.')),
    anyTopLevelItem: z.boolean(),
    fallback: reference('route', 'Where to land when no menu item is shown.'),
  }),
})

const rate = z.number().min(0).max(1)

export const constantsDocument = z.strictObject({
  constants: z.strictObject({
    bootTimeoutMs: z.number().int().positive(),
    fallbackRoute: reference('route', 'Where a denied navigation goes; a public route.'),
    tooltipDelayMs: z.number().int().min(0),
  }),
  analytics: z.strictObject({
    heatmaps: z.boolean(),
    sessionRecordingFlag: flagRef,
    denyHosts: z.array(z.string()),
  }),
  errorReporting: z.strictObject({
    tracesSampleRate: rate,
    replaysSessionSampleRate: rate,
    replaysOnErrorSampleRate: rate,
    maskAllText: z.boolean(),
    blockAllMedia: z.boolean(),
  }),
})

/** The policy's documents by file name (policy/<name>.yaml), in the order they are read. */
export const documents = {
  permissions: permissionsDocument,
  flags: flagsDocument,
  facts: factsDocument,
  checks: checksDocument,
  routes: routesDocument,
  menu: menuDocument,
  landing: landingDocument,
  constants: constantsDocument,
  procedures: proceduresDocument,
} as const

export type DocumentName = keyof typeof documents
export type PolicyDocuments = { [K in DocumentName]: z.infer<(typeof documents)[K]> }
