import { subject } from '@casl/ability'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { requestKinds, requestStatuses } from '../../../contracts/request-names.ts'
import type { WhoCanInput, WhoCanRow } from '../../../contracts/who-can.ts'
import { permissionNames } from '../../../generated/policy-names.gen.ts'
import { buildAbility, type Facts } from '../../../policy/index.ts'
import { seeded } from '../../../../tests/factories/records.ts'
import { replaceData } from '../../data/replace-data.ts'
import { institutionFlags } from '../../db/institutions-repo.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { institution, requestsFixtureFile } from '../../testing/requests-fixture.ts'
import { cookieFor, parseOrThrow } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { requestRecord } from '../requests/request-record.ts'
import { staffKind } from '../staff/staff-record.ts'

const createCaller = createCallerFactory(appRouter)
const order = { can: 0, partial: 1, cannot: 2 } as const

/**
 * A generated institution: ada holds permissions:manage, twelve others hold a
 * random set of the policy's permissions, and thirty requests of random
 * requesters, kinds and states (and two of another institution).
 */
function generatedInstitution(seed: number): string {
  const random = seeded(seed)
  const pick = <T>(options: readonly T[]): T => options[Math.floor(random() * options.length)]!
  const people = Array.from({ length: 12 }, (_, i) => `p${i}@testville.example`)
  const permissions = (email: string) =>
    email === 'ada@testville.example'
      ? { 'permissions:manage': true }
      : Object.fromEntries(permissionNames.filter((name) => name !== 'permissions:manage' && random() < 0.35).map((name) => [name, true]))
  const users = ['ada@testville.example', ...people].map((email) => ({ email, institution: 'testville', permissions: permissions(email) }))
  users.push({ email: 'otto@otherton.example', institution: 'otherton', permissions: { 'booklist:approve': true } })
  const requests = Array.from({ length: 30 }, (_, i) => ({
    id: `r-${i}`,
    institution: 'testville',
    requester: pick(['ada@testville.example', ...people]),
    kind: pick(requestKinds),
    status: pick(requestStatuses),
    nbsi: 't-chem',
  }))
  requests.push({ id: 'r-other', institution: 'otherton', requester: 'otto@otherton.example', kind: 'title', status: 'pending', nbsi: 't-chem' })
  const titles = requestsFixtureFile.slice(requestsFixtureFile.indexOf('titles:'))
  return `institutions:${institution('testville')}${institution('otherton')}\nusers:\n${users.map((user) => `  - ${JSON.stringify(user)}`).join('\n')}\nrequests:\n${requests.map((request) => `  - ${JSON.stringify(request)}`).join('\n')}\n${titles}`
}

describe.each(testDatabases())('who can on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const ada = async () => createCaller(async () => createContext(deps, await cookieFor(deps.db, 'ada@testville.example')))
  const everyone = async (question: WhoCanInput['question']) => {
    const answer = await (await ada()).whoCan.ask({ question, pageSize: 100 })
    return new Map(answer.rows.map((row: WhoCanRow) => [row.email, row]))
  }

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => Date.parse('2026-11-02T10:00:00Z'), limits: defaultLimits }
    await replaceData(temp.db, parseOrThrow(generatedInstitution(kind === 'sqlite' ? 58 : 85), 'who-can.yaml'))
  })
  afterEach(() => temp.dispose())

  it("answers every record action on every generated record exactly as each person's own ability does", async () => {
    const institutionRow = await temp.db.selectFrom('institutions').select('config').where('id', '=', 'testville').executeTakeFirstOrThrow()
    const flags = await institutionFlags(temp.db, 'testville')
    const staff = await temp.db.selectFrom('users').selectAll().where('institution_id', '=', 'testville').execute()
    const grants = await temp.db.selectFrom('user_permissions').select(['user_id', 'permission', 'granted']).execute()
    const abilityOf = (userId: string) => {
      const permissions = Object.fromEntries(grants.filter((g) => g.user_id === userId).map((g) => [g.permission, g.granted === 1]))
      const facts: Facts = {
        flags,
        permissions,
        institution: JSON.parse(institutionRow.config) as Record<string, unknown>,
        user: { id: userId, institutionId: 'testville' },
      }
      return buildAbility(policy, facts)
    }
    const requests = await temp.db.selectFrom('requests').selectAll().where('institution_id', '=', 'testville').execute()
    let asked = 0
    for (const request of requests)
      for (const action of ['read', 'approve', 'reject', 'cancel', 'purchase', 'receive']) {
        const answers = await everyone({ kind: 'action', subject: 'Request', action, recordId: request.id })
        for (const person of staff) {
          const expected = person.disabled === 0 && abilityOf(person.id).can(action, subject('Request', { ...requestRecord(request) }))
          expect(answers.get(person.email)?.answer === 'can', `${person.email} ${action} ${request.id} (${request.status}, by ${request.requester_id})`).toBe(
            expected,
          )
          asked += 1
        }
      }
    for (const member of staff)
      for (const action of ['read', 'editPermissions']) {
        const answers = await everyone({ kind: 'action', subject: 'StaffMember', action, recordId: member.id })
        const record = await staffKind.fields(temp.db, member as never)
        for (const person of staff)
          expect(answers.get(person.email)?.answer === 'can').toBe(abilityOf(person.id).can(action, subject('StaffMember', { ...record })))
      }
    expect(asked).toBe(30 * 6 * 13)
  })

  it('counts who can, holds part of it or cannot, and filters, searches and pages the answers', async () => {
    const caller = await ada()
    const all = await caller.whoCan.ask({ question: { kind: 'action', subject: 'Request', action: 'approve' } })
    expect(all.counts.can + all.counts.partial + all.counts.cannot).toBe(13)
    expect(all.total).toBe(13)
    expect(all.asked).toBe('approve Request records')
    // Who can first, then by email.
    expect(all.rows.map((row) => row.answer)).toEqual([...all.rows.map((row) => row.answer)].sort((a, b) => order[a] - order[b]))
    const second = await caller.whoCan.ask({ question: { kind: 'action', subject: 'Request', action: 'approve' }, page: 2 })
    expect(second.rows).toEqual([])
    const can = await caller.whoCan.ask({ question: { kind: 'action', subject: 'Request', action: 'approve' }, answer: 'can', pageSize: 100 })
    expect(can.rows.every((row) => row.answer === 'can' && row.scope === 'on requests of their institution that are pending and not their own')).toBe(true)
    const found = await caller.whoCan.ask({ question: { kind: 'page', path: '/staff' }, q: 'ADA' })
    expect(found.rows.map((row) => [row.email, row.answer])).toEqual([['ada@testville.example', 'can']])
    expect(found.rows[0]?.rule).toMatch(/^policy\/(routes|menu)\.yaml:\d+$/)
  })

  it('refuses a record of another institution as not found, and an unknown action, type, page or menu item with what exists', async () => {
    const caller = await ada()
    expect(await codeOf(caller.whoCan.ask({ question: { kind: 'action', subject: 'Request', action: 'approve', recordId: 'r-other' } }))).toBe('NOT_FOUND')
    await expect(caller.whoCan.ask({ question: { kind: 'action', subject: 'Request', action: 'frobnicate' } })).rejects.toThrow(
      /^Request has no action "frobnicate"\. Its actions are read, .*approve/,
    )
    await expect(caller.whoCan.ask({ question: { kind: 'action', subject: 'Gizmo', action: 'read' } })).rejects.toThrow(/no record type "Gizmo"/)
    await expect(caller.whoCan.ask({ question: { kind: 'page', path: '/nowhere' } })).rejects.toThrow('No page of the app is at /nowhere.')
    await expect(caller.whoCan.ask({ question: { kind: 'menu', id: 'nothing' } })).rejects.toThrow('The menu has no item "nothing".')
  })

  it('is only for holders of permissions:manage', async () => {
    const someone = createCaller(async () => createContext(deps, await cookieFor(deps.db, 'p0@testville.example')))
    expect(await codeOf(someone.whoCan.ask({ question: { kind: 'page', path: '/staff' } }))).toBe('FORBIDDEN')
    const choices = await (await ada()).whoCan.choices()
    expect(choices.records.find((record) => record.subject === 'Request')).toMatchObject({ byId: true })
    expect(choices.records.find((record) => record.subject === 'Title')).toMatchObject({ byId: false })
    expect(choices.pages.map((page) => page.path)).toContain('/booklist')
  })
})
