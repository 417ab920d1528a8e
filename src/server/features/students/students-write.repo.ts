import type { StudentAccessChange } from '../../../contracts/students.ts'
import { formatDay } from '../../../contracts/dates.ts'
import { changeRecord, type Writer } from '../../trpc/record-write.ts'
import type { WriteResult } from '../../trpc/write-result.ts'
import { accessStateOf, addDays, studentKind } from './student-record.ts'

/**
 * Grants access for `accessLengthDays` days, or extends it: a student with
 * access (active or expiring) gets the days added to their expiry; one without
 * (expired, never granted, revoked) gets them from now, and a revocation is
 * cleared. The event is `grantAccess` or `extendAccess` accordingly.
 */
export async function grantAccess(writer: Writer, input: StudentAccessChange, accessLengthDays: number): Promise<WriteResult> {
  return changeRecord(writer, {
    kind: studentKind(writer.now),
    id: input.id,
    version: input.version,
    action: 'grantAccess',
    apply: async (_trx, row) => {
      const from = accessStateOf(row.access_expires_at, row.access_revoked_at, writer.now)
      const hadAccess = from === 'active' || from === 'expiring'
      const expires = addDays(hadAccess && row.access_expires_at !== null ? row.access_expires_at : writer.now, accessLengthDays)
      return {
        write: { access_expires_at: expires, access_revoked_at: null },
        events: [
          {
            action: hadAccess ? 'extendAccess' : 'grantAccess',
            from,
            to: accessStateOf(expires, null, writer.now),
            note: input.note ?? null,
            changes: { accessExpiresAt: { from: row.access_expires_at, to: expires } },
          },
        ],
      }
    },
  })
}

/** Withdraws access now (the expiry is kept); the rule allows it only while the student has some. */
export async function revokeAccess(writer: Writer, input: StudentAccessChange): Promise<WriteResult> {
  return changeRecord(writer, {
    kind: studentKind(writer.now),
    id: input.id,
    version: input.version,
    action: 'revokeAccess',
    // Kept: it says whether the access expired or was revoked, and when, which the rule's `access` state cannot.
    refusal: (row) => `This student has no access to revoke: ${noAccessReason(row.access_expires_at, row.access_revoked_at)}.`,
    apply: async (_trx, row) => ({
      write: { access_revoked_at: writer.now },
      events: [
        { action: 'revokeAccess', from: accessStateOf(row.access_expires_at, row.access_revoked_at, writer.now), to: 'revoked', note: input.note ?? null },
      ],
    }),
  })
}

/** "it expired on 3 March 2026", "it was revoked on 3 March 2026", "it was never granted". */
function noAccessReason(expiresAt: string | null, revokedAt: string | null): string {
  if (revokedAt !== null) return `it was revoked on ${formatDay(revokedAt)}`
  if (expiresAt === null) return 'it was never granted'
  return `it expired on ${formatDay(expiresAt)}`
}
