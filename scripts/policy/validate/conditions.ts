import type { PathSegment } from '../diagnostic.ts'
import type { DocumentName, RawCondition } from '../documents.ts'
import type { ValidationContext } from './context.ts'
import { validateFactComparison } from './fact-comparison.ts'
import { reportUnknown, requireName } from './names.ts'

/** Every name a condition uses is declared, and every fact is compared with a value of its own type. */
export function validateCondition(ctx: ValidationContext, doc: DocumentName, raw: RawCondition, path: readonly PathSegment[]): void {
  if ('permission' in raw) return requireName(ctx, 'permission', doc, [...path, 'permission'], raw.permission)
  if ('flag' in raw) return requireName(ctx, 'flag', doc, [...path, 'flag'], raw.flag)
  if ('check' in raw) return requireName(ctx, 'check', doc, [...path, 'check'], raw.check)
  if ('all' in raw) return raw.all.forEach((part, i) => validateCondition(ctx, doc, part, [...path, 'all', i]))
  if ('any' in raw) return raw.any.forEach((part, i) => validateCondition(ctx, doc, part, [...path, 'any', i]))
  if ('not' in raw) return validateCondition(ctx, doc, raw.not, [...path, 'not'])
  if ('always' in raw) return
  if (raw.in !== undefined) requireName(ctx, 'list', doc, [...path, 'in'], raw.in)
  const facts = ctx.declared.facts
  if (!facts) return
  const field = facts.get(raw.fact)
  if (!field) return reportUnknown(ctx, 'fact', doc, [...path, 'fact'], raw.fact, facts.keys())
  validateFactComparison(ctx, doc, raw, field, path)
}

/** The checks a condition names, with where each is named. */
export function checkReferences(raw: RawCondition, path: readonly PathSegment[]): { name: string; path: PathSegment[] }[] {
  if ('check' in raw) return [{ name: raw.check, path: [...path, 'check'] }]
  if ('all' in raw) return raw.all.flatMap((part, i) => checkReferences(part, [...path, 'all', i]))
  if ('any' in raw) return raw.any.flatMap((part, i) => checkReferences(part, [...path, 'any', i]))
  if ('not' in raw) return checkReferences(raw.not, [...path, 'not'])
  return []
}
