import { validateWith, type Validated } from '../../components/ui/field-errors.ts'
import { changeNote } from '../../contracts/record-change.ts'

/**
 * A bulk action's one note (the kit's BulkNote.check), checked by the rule
 * every change's note follows on the server (`changeNote`), its problem
 * said under the note field.
 */
export function checkChangeNote(note: string): Validated<string> {
  const checked = validateWith(changeNote, note)
  return checked.ok ? checked : { ok: false, errors: { note: Object.values(checked.errors)[0] ?? 'This note cannot be sent.' } }
}
