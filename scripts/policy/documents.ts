import { z } from 'zod'

/**
 * The shape of each policy document. The validator checks YAML against these,
 * and `policy build` turns them into the JSON Schemas under policy/schema/ that
 * editors use, so both always agree. Names (permissions, flags...) are checked
 * in the validate stage, which knows the other documents.
 */

const description = z.string().min(1).describe('One line saying what this is for.')
const name = z.string().min(1)
const routePath = z.string().regex(/^\/[^\s?#]*$/, 'a path starts with / and has no spaces, ? or #')

export type RawCondition =
  | { always: true }
  | { permission: string }
  | { flag: string }
  | { check: string }
  | { fact: string; equals?: string | number | boolean | null; in?: string; notEmpty?: true }
  | { all: RawCondition[] }
  | { any: RawCondition[] }
  | { not: RawCondition }

export const condition: z.ZodType<RawCondition> = z.lazy(() =>
  z.union([
    z.strictObject({ always: z.literal(true) }),
    z.strictObject({ permission: name.describe('A permission from permissions.yaml; passes when held.') }),
    z.strictObject({ flag: name.describe('A flag from flags.yaml; passes when on.') }),
    z.strictObject({ check: name.describe('A check from checks.yaml.') }),
    z.strictObject({
      fact: name.describe('An institution fact from facts.yaml, dotted for nested fields.'),
      equals: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
      in: name.describe('A list from checks.yaml (lists).').optional(),
      notEmpty: z.literal(true).optional(),
    }),
    z.strictObject({ all: z.array(condition).min(1) }),
    z.strictObject({ any: z.array(condition).min(1) }),
    z.strictObject({ not: condition }),
  ]),
)

export const permissionsDocument = z.strictObject({
  enforcedByFlag: name.describe('While this flag is off, every permission check passes.'),
  permissions: z.record(name, description),
})

export const flagsDocument = z.strictObject({ flags: z.record(name, description) })

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
    fields: z.record(name, factField).optional(),
  }),
)

export const factsDocument = z.strictObject({ institution: z.record(name, factField) })

export const checksDocument = z.strictObject({
  lists: z.record(name, z.strictObject({ description, values: z.array(z.string()) })).optional(),
  checks: z.record(name, z.strictObject({ description, when: condition })),
})

const access = z.union([
  z.literal('public').describe('No sign-in needed: only the not-found and fallback pages.'),
  z.literal('signed-in'),
  z.strictObject({
    permission: z.union([name, z.array(name).min(1)]).optional(),
    flag: z.union([name, z.strictObject({ name, redirect: routePath })]).optional(),
    check: name.optional(),
  }),
])

const layout = z.enum(['default', 'unauthenticated', 'none'])
const page = z.string().regex(/^[a-z][a-z0-9-]*$/, 'a page is a kebab-case folder name under src/pages/')

export const routesDocument = z.strictObject({
  notFound: z.strictObject({ page, layout: layout.optional(), access: z.literal('public') }),
  routes: z.array(
    z.strictObject({
      path: routePath,
      aliases: z.array(routePath).optional(),
      params: z.record(name, description).optional(),
      page,
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
  each?: { fact: string; title: string; params: Record<string, string> }
}

const menuPath = z.string().regex(/^(\/|\{base\}\/?)[^\s?#]*$/, 'a menu path starts with / or {base}/')

export const menuItem: z.ZodType<RawMenuItem> = z.lazy(() =>
  z.strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a menu id is kebab-case'),
    title: z.string().min(1).optional(),
    path: menuPath.optional(),
    variants: z.array(z.strictObject({ when: condition.optional(), title: z.string().min(1), path: menuPath })).min(2).optional(),
    when: condition,
    children: z.array(menuItem).optional(),
    each: z.strictObject({ fact: name, title: name, params: z.record(name, name) }).optional(),
  }),
)

export const menuDocument = z.strictObject({ menu: z.array(menuItem) })

export const landingDocument = z.strictObject({
  landing: z.strictObject({
    flagOff: z.strictObject({ flag: name, path: routePath }),
    preferred: z.array(name),
    anyTopLevelItem: z.boolean(),
    fallback: routePath,
  }),
})

const rate = z.number().min(0).max(1)

export const constantsDocument = z.strictObject({
  constants: z.strictObject({
    bootTimeoutMs: z.number().int().positive(),
    fallbackRoute: routePath,
    tooltipDelayMs: z.number().int().min(0),
  }),
  analytics: z.strictObject({
    heatmaps: z.boolean(),
    sessionRecordingFlag: name,
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
} as const

export type DocumentName = keyof typeof documents
export type PolicyDocuments = { [K in DocumentName]: z.infer<(typeof documents)[K]> }
