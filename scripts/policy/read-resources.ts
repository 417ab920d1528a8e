import type { Diagnostic } from './diagnostic.ts'
import type { ParsedFile } from './parse.ts'
import type { PolicySource } from './pipeline.ts'
import type { RawResource } from './record-documents.ts'
import { readDocument } from './read-document.ts'

/** A record type document that parsed and has the right shape. */
export interface ValidatedResource {
  /** The CASL subject type, from the file name: booklist-item.yaml -> BooklistItem. */
  readonly name: string
  readonly file: ParsedFile
  readonly value: RawResource
}

const fileName = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*\.yaml$/

/** Parse and structure check of every policy/resources/*.yaml; problems go to `diagnostics`. */
export function readResources(sources: readonly { readonly file: string; readonly text: string }[], diagnostics: Diagnostic[]): ValidatedResource[] {
  const resources: ValidatedResource[] = []
  for (const source of [...sources].sort((a, b) => a.file.localeCompare(b.file))) {
    if (!fileName.test(baseName(source.file))) {
      diagnostics.push(badFileName(source))
      continue
    }
    const result = readDocument('resource', source.file, source.text)
    diagnostics.push(...result.diagnostics)
    if (result.validated) resources.push({ name: recordName(source.file), file: result.validated.file, value: result.validated.value as RawResource })
  }
  return resources
}

/** The file's name without its folder; not node:path, since the studio runs the compiler in the page. */
function baseName(file: string): string {
  return file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1)
}

export function recordName(file: string): string {
  return baseName(file)
    .replace(/\.yaml$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
}

function badFileName(source: PolicySource): Diagnostic {
  return {
    file: source.file,
    line: 1,
    column: 1,
    path: '$',
    severity: 'error',
    code: 'invalid-value',
    message: `"${baseName(source.file)}" is not a record type file name: names are kebab-case and end in .yaml`,
    hint: 'Name the file after its record type in kebab-case: booklist-item.yaml holds the BooklistItem record type.',
  }
}
