import type { Facts } from '../../policy/index.ts'
import type { DataFile } from './data-file-schema.ts'

/**
 * The facts the server will answer for one account of a data file, for tests
 * and tools that compare the running app with `policy eval`. Undefined when
 * the email is not in the file.
 */
export function personaFacts(data: DataFile, email: string): Facts | undefined {
  const user = data.users.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase())
  const institution = data.institutions.find((candidate) => candidate.id === user?.institution)
  if (!user || !institution) return undefined
  return {
    flags: institution.flags,
    permissions: user.permissions,
    institution: institution.config as unknown as Record<string, unknown>,
    // Signed in, as the server's facts are (record rules read the user). Ids are given when the
    // file is loaded, so the email stands in for one; no demo record rule depends on which.
    user: { id: user.email, institutionId: institution.id },
  }
}
