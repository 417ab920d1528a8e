import { recordName } from '../../../scripts/policy/read-resources.ts'
import { recordTypeFile } from '../../../scripts/policy/record-type-file.ts'

/**
 * The text of a new record type file: the smallest record type that compiles
 * with no error (a description, fields, one action with a description and a
 * rule), so the author starts from a working policy and edits from there.
 */
export function recordTypeTemplate(name: string): string {
  const record = recordName(recordTypeFile(name))
  return `# yaml-language-server: $schema=../schema/resource.schema.json
# A record type: a kind of record the app shows or changes, and per action who may do it.
# The file name is the record type in kebab-case: ${name}.yaml holds the ${record} record type.

description: What a ${record} is, in one line.

fields:
  id: { type: string }
  institutionId: { type: string }

actions:
  read:
    description: See a ${record} of one's own institution.
    rules:
      - where: { field: institutionId, equals: { user: institutionId } }
`
}
