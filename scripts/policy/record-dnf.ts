import type { RecordOperand } from '../../src/policy/model.ts'
import type { PathSegment } from './diagnostic.ts'
import type { RawOperand, RawWhere } from './record-documents.ts'

export type TestOp = 'eq' | 'ne' | 'in' | 'nin' | 'lt' | 'lte' | 'gt' | 'gte'

/** One field test before ids and positions are attached: `path` is where it is written. */
export interface Leaf {
  readonly field: string
  readonly op: TestOp
  readonly value: RecordOperand | readonly RecordOperand[]
  readonly path: readonly PathSegment[]
}

const negation: Record<TestOp, TestOp> = { eq: 'ne', ne: 'eq', in: 'nin', nin: 'in', lt: 'gte', gte: 'lt', gt: 'lte', lte: 'gt' }

/**
 * A record condition as OR of ANDs (disjunctive normal form). CASL 7's Mongo
 * matcher has no $and, $or, $nor or $not (they are read as field names), so
 * a rule's conditions can only AND field tests: each AND becomes one CASL rule,
 * and CASL ORs the rules of an action. `not` is pushed down to the tests
 * (De Morgan; equals <-> notEquals, in <-> notIn, gt <-> lte, ...), which is
 * exact because comparisons are only allowed on non-nullable fields.
 * Each written test yields one Leaf object, shared by every AND it lands in.
 */
export function toDnf(raw: RawWhere, path: readonly PathSegment[], negated = false): Leaf[][] {
  if ('not' in raw) return toDnf(raw.not, [...path, 'not'], !negated)
  if ('all' in raw || 'any' in raw) {
    const key = 'all' in raw ? 'all' : 'any'
    const parts = ('all' in raw ? raw.all : raw.any).map((part, i) => toDnf(part, [...path, key, i], negated))
    // all, or a negated any, is an AND of the parts; any, or a negated all, an OR.
    const conjunction = (key === 'all') !== negated
    return conjunction ? parts.reduce<Leaf[][]>((acc, part) => acc.flatMap((left) => part.map((right) => [...left, ...right])), [[]]) : parts.flat()
  }
  const [op, value] = leafOp(raw)
  return [[{ field: raw.field, op: negated ? negation[op] : op, value, path }]]
}

function leafOp(raw: Extract<RawWhere, { field: string }>): [TestOp, RecordOperand | readonly RecordOperand[]] {
  if (raw.notEquals !== undefined) return ['ne', operand(raw.notEquals)]
  if (raw.in !== undefined) return ['in', raw.in.map(operand)]
  if (raw.notIn !== undefined) return ['nin', raw.notIn.map(operand)]
  // On a list field CASL's eq means "the list holds the value".
  if (raw.contains !== undefined) return ['eq', operand(raw.contains)]
  if (raw.gt !== undefined) return ['gt', raw.gt]
  if (raw.gte !== undefined) return ['gte', raw.gte]
  if (raw.lt !== undefined) return ['lt', raw.lt]
  if (raw.lte !== undefined) return ['lte', raw.lte]
  return ['eq', operand(raw.equals ?? null)]
}

function operand(raw: RawOperand): RecordOperand {
  return raw !== null && typeof raw === 'object' ? { $user: raw.user as 'id' | 'institutionId' } : raw
}

export type FieldQuery = Readonly<Record<string, RecordOperand | readonly RecordOperand[]>>

/**
 * An AND of tests as CASL Mongo conditions, `{ field: { $op: value } }`. Two
 * tests of one field with one operator cannot share the object's key, so they
 * merge: notEquals/notIn into one $nin. Other repeats (two equals on one
 * field, ...) are reported by validation as `conflict`, so compile never sees them.
 */
export function conjunctionQuery(tests: readonly Leaf[]): { query: Record<string, FieldQuery> } | { conflict: Leaf } {
  const query: Record<string, Record<string, RecordOperand | readonly RecordOperand[]>> = {}
  for (const test of tests) {
    const field = (query[test.field] ??= {})
    const negative = test.op === 'ne' || test.op === 'nin'
    const existing = negative ? (field['$nin'] ?? field['$ne']) : field[`$${test.op}`]
    if (existing === undefined) {
      field[`$${test.op}`] = test.value
      continue
    }
    if (!negative) {
      if (JSON.stringify(existing) === JSON.stringify(test.value)) continue
      return { conflict: test }
    }
    const list = (value: RecordOperand | readonly RecordOperand[]) => (Array.isArray(value) ? value : [value as RecordOperand])
    delete field['$ne']
    field['$nin'] = [...list(existing), ...list(test.value)]
  }
  return { query }
}
