import type { AnyAbility } from '@casl/ability'
import { rulesToAST } from '@casl/ability/extra'
import { sql, type Expression, type SqlBool } from 'kysely'

/** CASL's condition tree (from @ucast/mongo2js): compound nodes hold a list, field nodes a field and a value. */
type Condition = NonNullable<ReturnType<typeof rulesToAST>>
interface FieldCondition {
  readonly operator: string
  readonly field: string
  readonly value: unknown
}

/**
 * A record field that is a list (a policy `string-list`, such as a course's
 * `instructorIds`) kept in another table: `list(value)` is the SQL test "the
 * row's list holds this value", usually an `exists (select 1 ...)` subquery.
 * Its values are never null (the record drops missing ones), as CASL reads the list in memory.
 */
export interface ListColumn {
  readonly list: (value: unknown) => Expression<SqlBool>
}

/**
 * Which SQL column holds each field a record rule may read, e.g.
 * `{ requesterId: 'requests.requester_id' }`, or a `ListColumn` for a list
 * field. A field without a column makes the translation throw: a rule the
 * list cannot express must never turn into "no condition".
 */
export type ColumnMap = Readonly<Record<string, string | ListColumn>>

/** How a rule value is bound: SQLite has no boolean type, so the dialect may map values. */
export type EncodeValue = (value: unknown) => unknown

export interface AccessibleByOptions {
  readonly columns: ColumnMap
  readonly encode?: EncodeValue
}

/**
 * The WHERE clause that selects exactly the rows `ability` allows `action` on:
 * CASL's own `rulesToAST` (which folds `can`/`cannot` priority into AND/OR/NOT)
 * interpreted as Kysely expressions. No rule -> `1 = 0`; an unconditional rule -> `1 = 1`.
 * Matches CASL's in-memory semantics, including for NULL (Mongo's `$ne`
 * matches a missing value; SQL's `<>` would not, so it is written out).
 */
export function accessibleBy(ability: AnyAbility, action: string, subjectType: string, options: AccessibleByOptions): Expression<SqlBool> {
  const ast = rulesToAST(ability, action, subjectType)
  return ast === null ? falseExpression() : toExpression(ast, options)
}

function toExpression(node: Condition, options: AccessibleByOptions): Expression<SqlBool> {
  if ('field' in node) return fieldExpression(node as FieldCondition, options)
  if (Array.isArray(node.value)) {
    const listed = node.value as readonly Condition[]
    const children = node.operator === 'or' ? withoutAbsorbed(listed) : listed
    const parts = children.map((child) => toExpression(child, options))
    switch (node.operator) {
      case 'and':
        return all(parts)
      case 'or':
        return any(parts)
      case 'not':
        return sql<SqlBool>`not ${all(parts)}`
      case 'nor':
        return sql<SqlBool>`not ${any(parts)}`
    }
    throw new Error(`Record rules cannot use the compound operator "${node.operator}" in SQL.`)
  }
  throw new Error(`Record rules cannot use the condition "${node.operator}" in SQL.`)
}

/**
 * The alternatives of an OR less those another one already covers: `A or (A
 * and B)` is `A` (absorption), and a repeated alternative counts once. A
 * user's rules often overlap so (eli reads his own requests, the purchase
 * requests, and, as an approver, every request of the institution: three
 * alternatives that are all "institutionId = his"), and the database plans
 * the OR as one index range read and merged per alternative, which the single
 * alternative answers with one range read in index order.
 */
function withoutAbsorbed(alternatives: readonly Condition[]): readonly Condition[] {
  const conjuncts = alternatives.map((alternative) => new Set(conjunctsOf(alternative).map((part) => JSON.stringify(part))))
  const covers = (j: number, i: number) => {
    const [a, b] = [conjuncts[j]!, conjuncts[i]!]
    return [...a].every((part) => b.has(part)) && (a.size < b.size || j < i)
  }
  return alternatives.filter((_, i) => !alternatives.some((__, j) => j !== i && covers(j, i)))
}

/** The parts a condition requires all of: an AND's children, or the condition itself. */
function conjunctsOf(node: Condition): readonly Condition[] {
  return node.operator === 'and' && Array.isArray(node.value) ? (node.value as readonly Condition[]) : [node]
}

function fieldExpression(node: FieldCondition, { columns, encode = (value) => value }: AccessibleByOptions): Expression<SqlBool> {
  const field = node.field
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined
  if (column === undefined) throw new Error(`No SQL column is mapped for the record field "${field}".`)
  if (typeof column !== 'string') return listExpression(node, column, encode)
  const ref = sql.ref(column)
  const value = node.value
  // Every leaf is written so it is never NULL: a NULL under a NOT (from a
  // `cannot` rule) would otherwise drop rows CASL allows.
  const known = (test: Expression<SqlBool>) => sql<SqlBool>`(${ref} is not null and ${test})`
  switch (node.operator) {
    case 'eq':
      return value === null ? sql<SqlBool>`${ref} is null` : known(sql`${ref} = ${encode(value)}`)
    case 'ne':
      return value === null ? sql<SqlBool>`${ref} is not null` : sql<SqlBool>`(${ref} is null or ${ref} <> ${encode(value)})`
    case 'lt':
      return known(sql`${ref} < ${encode(value)}`)
    case 'lte':
      return known(sql`${ref} <= ${encode(value)}`)
    case 'gt':
      return known(sql`${ref} > ${encode(value)}`)
    case 'gte':
      return known(sql`${ref} >= ${encode(value)}`)
    case 'in':
      return inList(ref, listOf(value, field), encode, false)
    case 'nin':
      return inList(ref, listOf(value, field), encode, true)
    case 'exists':
      return value ? sql<SqlBool>`${ref} is not null` : sql<SqlBool>`${ref} is null`
  }
  throw new Error(`Record rules cannot use the operator "${node.operator}" on "${field}" in SQL.`)
}

/**
 * CASL reads a test on an array field as "some element passes": `eq` is
 * "contains", `in` "contains one of", and `ne`/`nin` their negations. A list
 * never holds null, so a null operand never matches an element.
 */
function listExpression(node: FieldCondition, column: ListColumn, encode: EncodeValue): Expression<SqlBool> {
  const containsAny = (values: readonly unknown[]) => any(values.filter((value) => value !== null).map((value) => column.list(encode(value))))
  switch (node.operator) {
    case 'eq':
      return containsAny([node.value])
    case 'ne':
      return sql<SqlBool>`not ${containsAny([node.value])}`
    case 'in':
      return containsAny(listOf(node.value, node.field))
    case 'nin':
      return sql<SqlBool>`not ${containsAny(listOf(node.value, node.field))}`
  }
  throw new Error(`Record rules cannot use the operator "${node.operator}" on the list field "${node.field}" in SQL.`)
}

function inList(ref: ReturnType<typeof sql.ref>, values: readonly unknown[], encode: EncodeValue, negated: boolean): Expression<SqlBool> {
  const present = values.filter((value) => value !== null)
  const hasNull = present.length < values.length
  const listed = present.length === 0 ? falseExpression() : sql<SqlBool>`(${ref} is not null and ${ref} in (${sql.join(present.map(encode))}))`
  // Two-valued like every leaf; a listed null matches a missing value.
  const matches = hasNull ? sql<SqlBool>`(${ref} is null or ${listed})` : listed
  return negated ? sql<SqlBool>`not ${matches}` : matches
}

function listOf(value: unknown, field: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new Error(`The record rule on "${field}" expects a list.`)
  return value
}

function all(parts: readonly Expression<SqlBool>[]): Expression<SqlBool> {
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`
}

function any(parts: readonly Expression<SqlBool>[]): Expression<SqlBool> {
  return parts.length === 0 ? falseExpression() : sql<SqlBool>`(${sql.join(parts, sql` or `)})`
}

function falseExpression(): Expression<SqlBool> {
  return sql<SqlBool>`1 = 0`
}
