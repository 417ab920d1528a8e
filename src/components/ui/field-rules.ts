/**
 * What the policy's field rules withhold from the signed-in person on one
 * record type, for one action (read: columns, cells and export columns;
 * edit: form inputs). The app asks the ability (src/app/policy-view/
 * use-field-rules.ts) and hands the answer to the kit, which leaves those
 * fields out: not rendered, not exported, not sent; never a per-screen condition.
 */
export interface FieldRules {
  readonly withheld: readonly string[]
}

/** Nothing withheld: a record type without field rules, or a person every field rule allows. */
export const allFields: FieldRules = { withheld: [] }

/** Whether the rules let `field` through; a control or column that names no field is always let through. */
export const fieldAllowed = (rules: FieldRules | undefined, field: string | undefined): boolean =>
  field === undefined || rules === undefined || !rules.withheld.includes(field)
