import type { NotificationKind } from '../../contracts/notifications.ts'
import { termLabel } from '../../contracts/terms.ts'
import type { AppDb } from '../db/schema.ts'

/** What a sentence is made from: the event, the record's row as it is after the change, and who made it. */
export interface SentenceInput {
  readonly kind: NotificationKind
  readonly action: string
  readonly note: string | null
  /** JSON `{ field: { from, to } }` of the event. */
  readonly changes: string | null
  readonly row: Readonly<Record<string, unknown>>
  readonly actorName: string
}

const past: Readonly<Record<string, string>> = {
  approve: 'approved',
  reject: 'rejected',
  order: 'ordered',
  cancel: 'cancelled',
  submit: 'submitted',
  reopen: 'reopened',
}

/**
 * The notification's sentence, in plain text: the page renders it as text and
 * the mail escapes it, so a title with markup in it stays words. Runs of
 * whitespace (a newline in a title) become one space, so a sentence is one line.
 */
export async function sentenceOf(db: AppDb, input: SentenceInput): Promise<string> {
  return oneLine(await words(db, input))
}

async function words(db: AppDb, { kind, action, note, changes, row, actorName }: SentenceInput): Promise<string> {
  const verb = past[action] ?? action
  switch (kind) {
    case 'requestRaised': {
      const what = `${String(row.quantity)} × “${await titleOf(db, row.nbsi)}”`
      const course = typeof row.course_id === 'string' ? ` for ${await courseOf(db, row.course_id)}` : ''
      return `${actorName} raised a ${String(row.kind)} request: ${what}${course}. It awaits your decision.`
    }
    case 'requestDecided':
    case 'requestProgressed': {
      const title = await titleOf(db, row.nbsi)
      return action === 'receive' ? `${actorName} marked your request for “${title}” received.` : `${actorName} ${verb} your request for “${title}”.`
    }
    case 'adoptionProposed':
      return `${actorName} proposed “${await titleOf(db, row.nbsi)}” for ${await courseOf(db, row.course_id)}. It awaits your decision.`
    case 'adoptionDecided':
      return `${actorName} ${verb} your adoption of “${await titleOf(db, row.nbsi)}” for ${await courseOf(db, row.course_id)}.`
    case 'booklistChanged':
      return `${actorName} ${verb} the booklist of ${await courseOf(db, row.course_id)}.`
    case 'uploadFinished':
      return `Your upload “${String(row.file_name)}” finished: ${note ?? 'its rows were added'}.`
    case 'permissionsChanged':
      return `${actorName} changed your permissions: ${permissionChanges(changes)}.`
    case 'deadlineReminder':
    case 'deadlineMissed':
      // No change's rule makes these: the deadline reminders (src/server/terms/deadline-reminders.ts) word their own.
      return note ?? ''
  }
}

async function titleOf(db: AppDb, nbsi: unknown): Promise<string> {
  const found = await db.selectFrom('titles').select('title').where('nbsi', '=', String(nbsi)).executeTakeFirst()
  return found?.title ?? String(nbsi)
}

async function courseOf(db: AppDb, courseId: unknown): Promise<string> {
  const found = await db.selectFrom('courses').select(['code', 'title', 'term']).where('id', '=', String(courseId)).executeTakeFirst()
  return found ? `${found.code} ${found.title} (${termLabel(found.term)})` : String(courseId)
}

/** "booklist:view granted; cart:purchase withdrawn", from the event's changes. */
function permissionChanges(changes: string | null): string {
  let parsed: Record<string, { readonly to?: unknown }> = {}
  try {
    parsed = changes === null ? {} : (JSON.parse(changes) as Record<string, { readonly to?: unknown }>)
  } catch {
    // A history row is written by the write path only; unreadable, the sentence still says who changed them.
  }
  const granted = Object.keys(parsed).filter((name) => parsed[name]?.to === 'held')
  const withdrawn = Object.keys(parsed).filter((name) => parsed[name]?.to !== 'held')
  const parts = [granted.length > 0 ? `${granted.join(', ')} granted` : '', withdrawn.length > 0 ? `${withdrawn.join(', ')} withdrawn` : ''].filter(Boolean)
  return parts.length > 0 ? parts.join('; ') : 'no permission changed'
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
