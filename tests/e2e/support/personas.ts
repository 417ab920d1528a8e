import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { personasFile, storageStatePath } from './env.ts'

/** The facts `policy eval` reads: the same parts the server answers the app with, signed in. */
export interface Facts {
  readonly flags: Readonly<Record<string, boolean>>
  readonly permissions: Readonly<Record<string, boolean>>
  readonly institution: Readonly<Record<string, unknown>>
  /** Record rules (which dashboards open, issue 30) read the user; the email stands in for the id the server gives. */
  readonly user: { readonly id: string; readonly institutionId: string }
}

export interface Persona {
  /** Short name used in test titles and file names: the email's local part. */
  readonly key: string
  readonly email: string
  readonly password: string
  readonly institutionId: string
  readonly disabled: boolean
  readonly note: string
  readonly facts: Facts
  readonly storageState: string
}

interface RawInstitution {
  id: string
  flags?: Record<string, boolean>
  config: Record<string, unknown>
}
interface RawUser {
  email: string
  password?: string
  institution: string
  permissions?: Record<string, boolean>
  disabled?: boolean
  note?: string
}

/**
 * Every user of the test data file as a persona, with the facts built from the
 * same file the server loads (institution flags and config, user permissions),
 * so a persona's expectations and what the server answers cannot disagree.
 * The file itself is validated by the server on start; here a missing part is
 * reported with the user it belongs to.
 */
export function loadPersonas(file: string = personasFile): Persona[] {
  const data = parse(readFileSync(file, 'utf8')) as { institutions?: RawInstitution[]; users?: RawUser[] }
  const institutions = new Map((data.institutions ?? []).map((institution) => [institution.id, institution]))
  return (data.users ?? []).map((user) => {
    const institution = institutions.get(user.institution)
    if (!institution) throw new Error(`${file}: user ${user.email} names institution "${user.institution}", which the file does not list`)
    if (!user.password) throw new Error(`${file}: user ${user.email} needs a password: the browser tests sign in through the real form`)
    const key = user.email.split('@')[0] ?? user.email
    return {
      key,
      email: user.email,
      password: user.password,
      institutionId: institution.id,
      disabled: user.disabled === true,
      note: user.note ?? '',
      facts: {
        flags: institution.flags ?? {},
        permissions: user.permissions ?? {},
        institution: institution.config,
        user: { id: user.email, institutionId: institution.id },
      },
      storageState: storageStatePath(key),
    }
  })
}

/**
 * Users whose permissions a browser test changes while the others run
 * (staff-and-students.spec.ts grants sami a permission and withdraws it; live.spec.ts withdraws leo's): what
 * the policy answers for them depends on when it is asked, so the tables of
 * every persona (persona-policy, approved outcomes) leave them out.
 */
const changedByBrowserTests = new Set(['sami@kingsway.test', 'leo@kingsway.test'])

/** Personas who can use the app (the disabled ones get a 403 and are tested apart), with fixed permissions. */
export function activePersonas(): Persona[] {
  return loadPersonas().filter((persona) => !persona.disabled && !changedByBrowserTests.has(persona.email))
}

export function disabledPersonas(): Persona[] {
  return loadPersonas().filter((persona) => persona.disabled)
}

export function personaByKey(key: string): Persona {
  const persona = loadPersonas().find((candidate) => candidate.key === key)
  if (!persona) throw new Error(`No persona "${key}" in ${personasFile}`)
  return persona
}

/** Dashboards of a persona's institution, for the /analytics/$dashboardId samples. */
export function dashboardIds(persona: Persona): string[] {
  const list = persona.facts.institution['availableDashboards']
  if (!Array.isArray(list)) return []
  return list.flatMap((entry: unknown) => {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined
    return typeof id === 'string' ? [id] : []
  })
}
