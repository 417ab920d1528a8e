/** A record type's file name without `.yaml`: kebab-case, the record type in PascalCase (booklist-item -> BooklistItem). */
export const recordTypeName = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** The file of the record type `name`; the only place under policy/ where the studio may create a file. */
export function recordTypeFile(name: string): string {
  return `policy/resources/${name}.yaml`
}

/**
 * Whether `path` is exactly policy/resources/<kebab-case>.yaml. The name allows no dot and no
 * slash, so such a path can never leave policy/resources/ (`..`, absolute paths, sub-folders).
 */
export function isRecordTypeFile(path: string): boolean {
  const name = /^policy\/resources\/([^/\\]+)\.yaml$/.exec(path)?.[1]
  return name !== undefined && recordTypeName.test(name)
}
