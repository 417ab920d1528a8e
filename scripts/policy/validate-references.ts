import type { ValidatedPolicy } from './compile.ts'
import type { Diagnostic } from './diagnostic.ts'
import { validateChecks } from './validate/checks.ts'
import { createContext, type ValidationContext } from './validate/context.ts'
import { validateMenu } from './validate/menu.ts'
import { validateEachCan } from './validate/menu-each.ts'
import { validateProcedures } from './validate/procedures.ts'
import { validateRecords } from './validate/records.ts'
import type { ValidatedResource } from './read-resources.ts'
import { validateRoutes } from './validate/routes.ts'
import { validateSettings } from './validate/settings.ts'

/**
 * The cross-document checks, each a pass over one concern. They only read the
 * documents and report; none depends on another's findings, so their order
 * only decides the order diagnostics are found in (they are sorted afterwards).
 */
const passes: readonly ((ctx: ValidationContext) => void)[] = [validateChecks, validateRoutes, validateMenu, validateSettings]

/**
 * Every name a rule uses is declared, every path a menu item, redirect or
 * landing names is a route, and facts are compared with values of their own
 * type. Works on whichever documents passed their schema.
 */
export function validateReferences(docs: Partial<ValidatedPolicy>, resources: readonly ValidatedResource[] = []): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  const ctx = createContext(docs, diagnostics)
  for (const pass of passes) pass(ctx)
  validateRecords(ctx, resources, diagnostics)
  validateProcedures(ctx, resources)
  validateEachCan(ctx, resources)
  return diagnostics
}
