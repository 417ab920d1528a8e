import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signInThrough } from '../src/server/testing/http-client.ts'
import { institution, requestsFixtureFile } from '../src/server/testing/requests-fixture.ts'
import type { RunningApp } from './app-server.ts'

/**
 * The requests fixture's institution and titles as a data file, with each of `emails` a requester
 * and approver there (so everyone reads every request): the people of the load and live benches.
 */
export function testvilleStaffFile(emails: readonly string[]): string {
  const users = emails.map((email) => `  - { email: ${email}, institution: testville, permissions: { booklist:request: true, booklist:approve: true } }`)
  return `institutions:${institution('testville')}\nusers:\n${users.join('\n')}\n${requestsFixtureFile.slice(requestsFixtureFile.indexOf('titles:'))}`
}

/** That file, written as `<name>.yaml` in a fresh folder (where a bench may keep its other files); remove() deletes the folder. */
export function writeTestvilleStaffFile(name: string, emails: readonly string[]): { readonly dir: string; readonly dataFile: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `adoptions-${name}-`))
  const dataFile = join(dir, `${name}.yaml`)
  writeFileSync(dataFile, testvilleStaffFile(emails))
  return { dir, dataFile, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Signs `email` in through the app's sign-in service; its session cookie. */
export async function signInAs(app: RunningApp, email: string): Promise<string> {
  const cookie = await signInThrough({ config: { appOrigin: app.appOrigin, authHost: app.authOrigin } }, email)
  if (cookie === '') throw new Error(`could not sign in ${email}`)
  return cookie
}
