import { z } from 'zod'
import { condition } from './condition-schema.ts'
import { declared, description, reference } from './schema-names.ts'

/**
 * The shapes of the record documents: policy/resources/<record>.yaml (one
 * record type a file: its fields, its actions and their rules) and
 * policy/procedures.yaml (every tRPC procedure and the rule it applies).
 * Like documents.ts, names are plain strings here and are checked, with a
 * did-you-mean, by validate/records.ts and validate/procedures.ts.
 */

export type RawOperand = string | number | boolean | null | { user: string }

/** A condition on the record's fields (see the comment at the top of policy/resources/request.yaml). */
export type RawWhere =
  | {
      field: string
      equals?: RawOperand
      notEquals?: RawOperand
      in?: RawOperand[]
      notIn?: RawOperand[]
      contains?: RawOperand
      gt?: number | string
      gte?: number | string
      lt?: number | string
      lte?: number | string
    }
  | { all: RawWhere[] }
  | { any: RawWhere[] }
  | { not: RawWhere }

/** The operators of a field test, in the order diagnostics list them. */
export const whereOperators = ['equals', 'notEquals', 'in', 'notIn', 'contains', 'gt', 'gte', 'lt', 'lte'] as const
export type WhereOperator = (typeof whereOperators)[number]

const operand = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.strictObject({ user: z.string().min(1).describe('A field of the signed-in user: id or institutionId.') }),
])
const bound = z.union([z.number(), z.string()])

export const where: z.ZodType<RawWhere> = z.lazy(() =>
  z.union([
    z.strictObject({
      field: z.string().min(1).describe('A field of this record type.'),
      equals: operand.optional(),
      notEquals: operand.optional(),
      in: z.array(operand).min(1).optional(),
      notIn: z.array(operand).min(1).optional(),
      contains: operand.optional().describe('For string-list fields: the list holds this value.'),
      gt: bound.optional(),
      gte: bound.optional(),
      lt: bound.optional(),
      lte: bound.optional(),
    }),
    z.strictObject({ all: z.array(where).min(1) }),
    z.strictObject({ any: z.array(where).min(1) }),
    z.strictObject({ not: where }),
  ]),
)

/** `manage` means "every action" to CASL, so a record action may not be called that. */
const actionName = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'an action is a camelCase word, for example approve or viewInternalStatus')
  .refine((name) => name !== 'manage', '"manage" means every action to CASL; choose another name')

export const recordField = z.strictObject({
  type: z.enum(['string', 'number', 'boolean', 'string-list']),
  nullable: z.boolean().optional(),
  values: z.array(z.string()).min(1).optional().describe('For string fields: the only values the field takes.'),
  description: z.string().optional(),
})

export const recordRule = z.strictObject({
  when: condition.optional().describe('A condition over facts, as in checks.yaml; always when left out.'),
  where: where.optional().describe('A condition on the record; any record when left out.'),
  fields: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe('Field rule: the rule grants (or, with forbid, withholds) only these fields of the record; every field when left out.'),
  forbid: z
    .literal(true)
    .optional()
    .describe('With fields: withholds those fields wherever when and where pass, whatever the other rules grant (a CASL inverted rule).'),
  reason: z.string().min(1).optional().describe('With forbid: why the fields are withheld, said to the person refused.'),
})
export type RawRecordRule = z.infer<typeof recordRule>

export const resourceDocument = z.strictObject({
  description,
  fields: z.record(declared.identifier, recordField),
  actions: z.record(actionName, z.strictObject({ description, rules: z.array(recordRule).min(1) })),
})
export type RawResource = z.infer<typeof resourceDocument>

const procedureName = z.string().regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/, 'a procedure is its full tRPC path, for example requests.approve')

const procedureAccess = z.union([
  z.literal('public').describe('Callable without signing in.'),
  z.literal('signed-in').describe('Any signed-in user.'),
  z.strictObject({
    permission: z
      .union([reference('permission', 'A permission from permissions.yaml.'), z.array(reference('permission', 'A permission from permissions.yaml.')).min(1)])
      .optional(),
    flag: reference('flag', 'A flag from flags.yaml.').optional(),
    check: reference('check', 'A check from checks.yaml; when present it alone decides (as for routes).').optional(),
  }),
])

export const proceduresDocument = z.strictObject({
  procedures: z.record(
    procedureName,
    z.strictObject({
      description: description.optional(),
      access: procedureAccess,
      action: reference('action', 'An action of `subject`, applied to the rows the procedure touches.').optional(),
      subject: reference('record', 'A record type from policy/resources/.').optional(),
      also: z
        .array(
          z.strictObject({
            action: reference('action', 'An action of `subject`.'),
            subject: reference('record', 'A record type from policy/resources/.'),
          }),
        )
        .min(1)
        .describe('Record rules the procedure applies besides its own: to the rows it changes along the way, or asked of a record it creates.')
        .optional(),
    }),
  ),
})
export type RawProcedures = z.infer<typeof proceduresDocument>
