import { createHash } from 'node:crypto'
import { currencyOfRegion } from '../../contracts/currencies.ts'
import { defaultCounterApiKeyName } from './counter-api-schema.ts'
import { LineCounter, parseDocument } from 'yaml'
import type { z } from 'zod'
import type { CompiledPolicy } from '../../policy/model.ts'
import { checkNames } from './check-names.ts'
import { checkRecords } from './check-records.ts'
import { resolveGenerate } from './resolve-generate.ts'
import { dataFileSchema, termDatesOf, type DataFile } from './data-file-schema.ts'
import { jsonPath, sortDiagnostics, type DataDiagnostic, type PathSegment } from './diagnostics.ts'
import { resolveLogo, type ReadLogoFile } from './logo.ts'
import { locate } from './yaml-locator.ts'

export type ParseResult =
  | { readonly ok: true; readonly data: DataFile; readonly warnings: readonly DataDiagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly DataDiagnostic[] }

const maxDiagnostics = 50
const maxAliases = 100

/**
 * Parses and validates the text of a data file. Never throws: every problem,
 * from YAML syntax to an unknown permission, comes back as a located diagnostic.
 */
export function parseDataFile(
  text: string,
  file: string,
  policy: Pick<CompiledPolicy, 'facts' | 'permissions' | 'flags'>,
  /** today: where generated history ends unless the file says (the server's clock). */
  options: { readonly readLogoFile?: ReadLogoFile; readonly today?: Date } = {},
): ParseResult {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const diagnostics: DataDiagnostic[] = []
  const at = (path: readonly PathSegment[], part: 'key' | 'value' = 'value') => locate(doc, lines, path, part)

  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const { line, col } = lines.linePos(error.pos[0])
      const code = error.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-syntax'
      diagnostics.push({ file, line, column: col, path: '$', code, message: error.message.split('\n')[0] ?? error.message })
    }
    return { ok: false, diagnostics: sortDiagnostics(diagnostics).slice(0, maxDiagnostics) }
  }

  let raw: unknown
  try {
    raw = doc.toJS({ maxAliasCount: maxAliases })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, diagnostics: [{ file, line: 1, column: 1, path: '$', code: 'too-many-aliases', message }] }
  }

  const parsed = dataFileSchema(policy).safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) diagnostics.push(...fromIssue(issue, file, at))
  }
  checkNames(raw, policy, (path, part, code, message) => {
    const { line, column } = at(path, part)
    diagnostics.push({ file, line, column, path: jsonPath(path), code, message })
  })
  const warnings: DataDiagnostic[] = []
  checkRecords(raw, (path, code, message, severity) => {
    const { line, column } = at(path)
    const diagnostic = { file, line, column, path: jsonPath(path), code, message }
    if (severity === 'warning') warnings.push({ ...diagnostic, severity })
    else diagnostics.push(diagnostic)
  })
  // Logos are read (a file) or checked (a data: URI, an https URL) once the structure is right.
  const logos = new Map<number, string>()
  if (parsed.success) {
    parsed.data.institutions.forEach((institution, i) => {
      const logo = institution.branding?.logo
      if (logo === undefined) return
      const result = resolveLogo(logo, options.readLogoFile)
      if (result.ok) return void logos.set(i, result.logo)
      const path = ['institutions', i, 'branding', 'logo']
      const { line, column } = at(path)
      diagnostics.push({ file, line, column, path: jsonPath(path), code: result.code, message: result.message })
    })
  }
  if (!parsed.success || diagnostics.length > 0) {
    return { ok: false, diagnostics: sortDiagnostics(diagnostics).slice(0, maxDiagnostics) }
  }

  const { institutions, users, titles, courses, requests, usage, students, storeProducts, counterApi, generate } = parsed.data
  const regionOf = new Map(institutions.map((institution) => [institution.id, institution.config.booklist_config.region]))
  const titleName = new Map(titles.map((title) => [title.nbsi, title.title]))
  return {
    ok: true,
    warnings: sortDiagnostics(warnings),
    data: {
      institutions: institutions.map(
        ({ id, name, flags, config, branding, notifications, timeZone, reminderDays, libraryHoldings, lowCostThreshold, terms }, i) => ({
          id,
          name,
          flags,
          config,
          ...(branding && { branding: { accent: branding.accent, logo: logos.get(i) } }),
          ...((notifications || timeZone) && { notifications: { ...notifications, ...(timeZone && { timeZone }) } }),
          ...(reminderDays && { reminderDays }),
          ...(libraryHoldings && { libraryHoldings }),
          ...(lowCostThreshold !== undefined && { lowCostThreshold }),
          terms: terms.map(termDatesOf),
        }),
      ),
      users: users.map((user) => ({
        id: user.id ?? stableUserId(user.email),
        email: user.email,
        name: user.name,
        password: user.password,
        institution: user.institution,
        permissions: user.permissions,
        disabled: user.disabled,
        note: user.note,
      })),
      titles,
      courses: courses.map((course) => ({ ...course, id: course.id ?? `${course.institution}-${course.code}-${course.term}` })),
      requests,
      usage,
      students: students.map((student) => ({ ...student, id: student.id ?? `${student.institution}-${student.number}` })),
      // A product's name is its title's unless given; its currency the store's (the institution's region) unless given.
      storeProducts: storeProducts.map((product) => ({
        ...product,
        id: product.id ?? `${product.institution}-${product.sku}`,
        name: product.name ?? titleName.get(product.title ?? '') ?? product.title ?? product.sku,
        currency: product.currency ?? currencyOfRegion(regionOf.get(product.institution) ?? ''),
      })),
      counterApi: counterApi.map((entry) => ({ ...entry, name: entry.name ?? defaultCounterApiKeyName })),
      generate: resolveGenerate(generate, options.today ?? new Date()),
    },
  }
}

/** Users without an `id` get one derived from their email, stable across reloads. */
export function stableUserId(email: string): string {
  return `user-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 12)}`
}

type Locate = (path: readonly PathSegment[], part?: 'key' | 'value') => { line: number; column: number; exact: boolean }

function fromIssue(issue: z.core.$ZodIssue, file: string, at: Locate): DataDiagnostic[] {
  const path = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol')
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const { line, column } = at([...path, key], 'key')
      return { file, line, column, path: jsonPath([...path, key]), code: 'unknown-field', message: `unknown field "${key}"` }
    })
  }
  const where = at(path)
  if (issue.code === 'invalid_type' && !where.exact) {
    const name = path[path.length - 1]
    return [
      {
        file,
        line: where.line,
        column: where.column,
        path: jsonPath(path),
        code: 'missing-field',
        message: `missing required field "${String(name)}" (expected ${issue.expected})`,
      },
    ]
  }
  // A refinement names its own code (branding's low-contrast, for one).
  const custom = issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : undefined
  const code = custom ?? (issue.code === 'invalid_type' ? 'invalid-type' : 'invalid-value')
  const detail = issue.message.replace(/^Invalid (input|option): /, '')
  const message = path.length === 0 ? `the data file must be a mapping with "institutions" and "users" (${detail})` : detail
  return [{ file, line: where.line, column: where.column, path: jsonPath(path), code, message }]
}
