import { z } from 'zod'
import { reference } from './schema-names.ts'

export type RawCondition =
  | { always: true }
  | { permission: string }
  | { flag: string }
  | { check: string }
  | { fact: string; equals?: string | number | boolean | null; in?: string; notEmpty?: true }
  | { all: RawCondition[] }
  | { any: RawCondition[] }
  | { not: RawCondition }

/** The condition language shared by checks and menu items (see the comment at the top of policy/checks.yaml). */
export const condition: z.ZodType<RawCondition> = z.lazy(() =>
  z.union([
    z.strictObject({ always: z.literal(true) }),
    z.strictObject({ permission: reference('permission', 'A permission from permissions.yaml; passes when held.') }),
    z.strictObject({ flag: reference('flag', 'A flag from flags.yaml; passes when on.') }),
    z.strictObject({ check: reference('check', 'A check from checks.yaml.') }),
    z.strictObject({
      fact: reference('fact', 'An institution fact from facts.yaml, dotted for nested fields.'),
      equals: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
      in: reference('list', 'A list from checks.yaml (lists).').optional(),
      notEmpty: z.literal(true).optional(),
    }),
    z.strictObject({ all: z.array(condition).min(1) }),
    z.strictObject({ any: z.array(condition).min(1) }),
    z.strictObject({ not: condition }),
  ]),
)
