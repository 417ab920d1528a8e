import type { ValidatedPolicy } from '../compile.ts'
import type { Diagnostic, PathSegment } from '../diagnostic.ts'
import { jsonPath } from '../diagnostic.ts'
import type { DocumentName, RawFactField, RawMenuItem } from '../documents.ts'
import { flattenFacts } from './facts.ts'

export type Report = (doc: DocumentName, path: readonly PathSegment[], code: string, message: string, hint?: string) => void

/**
 * What the cross-document checks know. A document that failed its schema is
 * absent, and so are the names it declares: checks that need them are skipped
 * rather than reporting every use as unknown.
 */
export interface ValidationContext {
  readonly docs: Partial<ValidatedPolicy>
  readonly report: Report
  readonly declared: Declared
}

export interface Declared {
  readonly permission?: ReadonlySet<string>
  readonly flag?: ReadonlySet<string>
  readonly check?: ReadonlySet<string>
  readonly list?: ReadonlySet<string>
  /** Every fact by dotted name (`booklist_config.region`). */
  readonly facts?: ReadonlyMap<string, RawFactField>
  /** Every route path and alias. */
  readonly routes?: ReadonlySet<string>
  readonly menuIds?: ReadonlySet<string>
}

export function createContext(docs: Partial<ValidatedPolicy>, diagnostics: Diagnostic[]): ValidationContext {
  const report: Report = (doc, path, code, message, hint) => {
    const parsed = docs[doc]?.file
    if (!parsed) return
    const { line, column } = parsed.locate(path)
    diagnostics.push({ file: parsed.file, line, column, path: jsonPath(path), severity: 'error', code, message, ...(hint ? { hint } : {}) })
  }
  const keys = (record: Record<string, unknown> | undefined) => (record ? new Set(Object.keys(record)) : undefined)
  const declared: Declared = {
    permission: keys(docs.permissions?.value.permissions),
    flag: keys(docs.flags?.value.flags),
    check: keys(docs.checks?.value.checks),
    list: docs.checks ? new Set(Object.keys(docs.checks.value.lists ?? {})) : undefined,
    facts: docs.facts ? flattenFacts(docs.facts.value.institution) : undefined,
    routes: docs.routes ? new Set(docs.routes.value.routes.flatMap((route) => [route.path, ...(route.aliases ?? [])])) : undefined,
    menuIds: docs.menu ? new Set(menuIds(docs.menu.value.menu)) : undefined,
  }
  return { docs, report, declared }
}

function menuIds(items: readonly RawMenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...menuIds(item.children ?? [])])
}
