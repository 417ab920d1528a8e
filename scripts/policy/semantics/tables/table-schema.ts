import { z } from 'zod'

/** Facts written as a patch over the persona's bases: maps merge key by key, lists and values replace. */
const factsPatch = {
  description: z.string().optional(),
  from: z.union([z.string(), z.array(z.string())]).optional(),
  flags: z.record(z.string(), z.boolean()).optional(),
  permissions: z.record(z.string(), z.boolean()).optional(),
  institution: z.record(z.string(), z.unknown()).optional(),
  /** The signed-in user; left out, the persona is signed in as itself (see build-personas.ts). */
  user: z.strictObject({ id: z.string().min(1), institutionId: z.string().min(1) }).optional(),
  /** `true`: the facts carry no user, as for someone signed out; every record rule naming the user denies. */
  signedOut: z.boolean().optional(),
}
export const personaSchema = z.strictObject(factsPatch)
export type PersonaSpec = z.infer<typeof personaSchema>

/** `Title`, `Title /path`, or `{ Title: [children] }`. */
export type MenuSpec = string | { readonly [title: string]: readonly MenuSpec[] }
const menuSpec: z.ZodType<MenuSpec> = z.lazy(() =>
  z.union([
    z.string().min(1),
    z.record(z.string(), z.array(menuSpec)).refine((value) => Object.keys(value).length === 1, 'a menu item with children is a map with exactly one title'),
  ]),
)

const outcomeSpec = z.string().regex(/^(allow|unauthorized|not-found|redirect \/\S*)$/, 'an outcome is allow, unauthorized, not-found or "redirect /path"')

export const rowSchema = z.strictObject({
  persona: z.string(),
  name: z.string().optional(),
  menu: z.array(menuSpec).optional(),
  landing: z.string().startsWith('/').optional(),
  paths: z.record(z.string().startsWith('/'), outcomeSpec).optional(),
  /** "Pages you can open" on the unauthorized and not-found pages, written like `menu` (run-open-pages.ts). */
  open: z.array(menuSpec).optional(),
  /** record name -> action -> allow | deny, asked of the persona's CASL ability. */
  records: z.record(z.string(), z.record(z.string(), z.enum(['allow', 'deny']))).optional(),
  /** tRPC procedure -> allow | deny: the persona's `call Procedure { name }` answer. */
  procedures: z.record(z.string(), z.enum(['allow', 'deny'])).optional(),
})
export type RowSpec = z.infer<typeof rowSchema>

export const tableFileSchema = z.strictObject({
  coverage: z.strictObject({ threshold: z.number().min(0).max(100) }).optional(),
  fixtures: z.record(z.string(), personaSchema).optional(),
  personas: z.record(z.string(), personaSchema),
  /** Named records: `type` (a record type), optional `from` (another record to start from), then fields. */
  records: z.record(z.string(), z.looseObject({ type: z.string().optional(), from: z.string().optional() })).optional(),
  rows: z.array(rowSchema),
})
export type TableFileSpec = z.infer<typeof tableFileSchema>
