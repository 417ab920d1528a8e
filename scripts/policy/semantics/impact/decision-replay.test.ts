import { subject } from '@casl/ability'
import { execFileSync } from 'node:child_process'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { procedureNames } from '../../../../src/generated/policy-names.gen.ts'
import { buildAbility, type Facts } from '../../../../src/policy/index.ts'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { factsHash, loggedRecordFields } from '../../../../src/server/decisions/decision.ts'
import { findInstitution } from '../../../../src/server/db/institutions-repo.ts'
import { openReadOnly } from '../../../../src/server/db/open-read-only.ts'
import { seedRequestsFixture } from '../../../../src/server/testing/requests-fixture.ts'
import { snapshotTestDatabase, testDatabases, type TestDatabase, type TestDatabaseSnapshot } from '../../../../src/server/testing/test-databases.ts'
import { loadFacts } from '../../../../src/server/trpc/load-facts.ts'
import { seeded } from '../../../../tests/factories/records.ts'
import { tempProject } from '../../../../tests/compiler/temp-project.ts'
import { impactCommand } from '../../commands/impact.ts'
import { replayCommand } from '../../commands/replay.ts'
import { loadPolicySources } from '../../load.ts'
import { compileSources } from '../compile-sources.ts'
import { replayDecisions } from './decision-replay.ts'
import type { ReplayResult } from './impact-types.ts'

const approveRule = "  approve:\n    description: Approve someone else's pending request.\n    rules:\n      - when: { permission: booklist:approve }"
/** The approve rule no longer asks for booklist:approve, but for a permission no one of the fixture holds. */
const withoutBooklistApprove = approveRule.replace('booklist:approve', 'permissions:manage')

function policyOf(root: string): PolicyWithSources {
  const result = compileSources(loadPolicySources(root))
  if ('error' in result) throw new Error(result.error)
  return result.policy
}

const approvers = new Set(['abe@testville.example', 'amy@testville.example', 'otto@otherton.example'])

/**
 * 10,000 decisions of the requests fixture's people, as the server logs them: procedure calls (each
 * answered by the base policy), and for every requests.approve call the record rule on a random
 * request. Approvals are allowed exactly when an approver approves someone else's pending request of
 * their institution: `allowedApprovals` counts those, by construction.
 */
async function seedLog(
  db: TestDatabase['db'],
  base: PolicyWithSources,
  seed: number,
): Promise<{ allowedApprovals: number; byUser: Map<string, number>; allowedBy: Map<string, number> }> {
  const random = seeded(seed)
  const pick = <T>(options: readonly T[]): T => options[Math.floor(random() * options.length)]!
  const users = await db.selectFrom('users').select(['id', 'email', 'institution_id']).orderBy('email').execute()
  const people = []
  for (const user of users) {
    const institution = (await findInstitution(db, user.institution_id!))!
    const loaded = await loadFacts(db, base, user.id, institution.id, institution.config)
    if (!loaded.ok) throw new Error(loaded.problem)
    const facts: Facts = { ...loaded.facts, user: { id: user.id, institutionId: institution.id } }
    people.push({ ...user, institutionId: institution.id, facts, hash: factsHash(facts), ability: buildAbility(base, facts) })
  }
  const procedures = ['requests.list', 'requests.get', 'requests.approve', 'requests.reject', 'orders.place', 'staff.list', 'whoCan.ask', 'catalogue.search']
  expect(procedures.every((name) => (procedureNames as readonly string[]).includes(name))).toBe(true)
  const rows = []
  let allowedApprovals = 0
  const byUser = new Map<string, number>()
  const allowedBy = new Map<string, number>()
  const start = Date.parse('2026-11-20T08:00:00Z')
  while (rows.length < 10_000) {
    const person = pick(people)
    const procedure = pick(procedures)
    const at = new Date(start + rows.length * 60_000).toISOString()
    const common = { policy_hash: base.hash, user_id: person.id, institution_id: person.institutionId, procedure, facts_hash: person.hash }
    const called = person.ability.can('call', subject('Procedure', { name: procedure }))
    rows.push({
      ...common,
      at,
      action: 'call',
      subject: 'Procedure',
      record_id: null,
      outcome: called ? ('allowed' as const) : ('denied' as const),
      record_json: null,
    })
    byUser.set(person.id, (byUser.get(person.id) ?? 0) + 1)
    if (procedure !== 'requests.approve' || !called || rows.length >= 10_000) continue
    const requester = pick(people.filter((other) => other.institutionId === person.institutionId))
    const status = pick(['pending', 'pending', 'approved', 'draft'] as const)
    const record: Record<string, unknown> = {
      id: `r-${rows.length}`,
      institutionId: person.institutionId,
      requesterId: requester.id,
      kind: 'title',
      status,
      nbsi: 't-chem',
      courseId: null,
      quantity: 1,
    }
    const allowed = approvers.has(person.email) && status === 'pending' && requester.id !== person.id
    if (allowed) {
      allowedApprovals++
      allowedBy.set(person.id, (allowedBy.get(person.id) ?? 0) + 1)
    }
    const fields = JSON.stringify(loggedRecordFields(base.records, 'Request', record))
    rows.push({
      ...common,
      at,
      action: 'approve',
      subject: 'Request',
      record_id: String(record['id']),
      outcome: allowed ? ('allowed' as const) : ('denied' as const),
      record_json: fields,
    })
    byUser.set(person.id, (byUser.get(person.id) ?? 0) + 1)
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('decisions')
      .values(rows.slice(i, i + 500))
      .execute()
  return { allowedApprovals, byUser, allowedBy }
}

describe.each(testDatabases())('replaying the decision log on %s', (kind) => {
  let temp: TestDatabase
  let project: ReturnType<typeof tempProject>
  let base: PolicyWithSources
  let edited: PolicyWithSources
  let log: Awaited<ReturnType<typeof seedLog>>
  let logged: TestDatabaseSnapshot<typeof log>

  // The project, both policies and the logged database are made once; no test changes the project, and each
  // test gets its own copy of the database (one changes permissions in it).
  beforeAll(async () => {
    project = tempProject()
    const git = (...args: string[]) => execFileSync('git', args, { cwd: project.root, stdio: 'pipe' })
    git('init', '-q')
    git('add', '-A')
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'policy')
    base = policyOf(project.root)
    project.edit('policy/resources/request.yaml', approveRule, withoutBooklistApprove)
    edited = policyOf(project.root)
    logged = await snapshotTestDatabase(kind, async (db) => {
      await seedRequestsFixture(db)
      return seedLog(db, base, kind === 'sqlite' ? 59 : 95)
    })
    log = logged.filled
  })
  afterAll(async () => {
    project.remove()
    await logged.dispose()
  })
  beforeEach(async () => {
    temp = await logged.copy()
  })
  afterEach(() => temp.dispose())

  it('flips exactly the logged approvals when the approve rule no longer asks for booklist:approve, and nothing when it is reverted', async () => {
    expect(log.allowedApprovals).toBeGreaterThan(50)
    const replay = await replayDecisions(temp.db, base, edited, { last: 10_000 })
    expect(replay.considered).toBe(10_000)
    expect(replay.replayed).toBe(10_000)
    // The log was written under the base policy with the facts as they are: the base answers as the server did.
    expect(replay.differFromLogged).toBe(0)
    expect(replay.factsChangedSince).toBe(0)
    expect(replay.factsAsTheyWere).toBe(0)
    expect(replay.loggedUnderOtherPolicy).toBe(0)
    expect(replay.flips).toBe(log.allowedApprovals)
    expect(replay.groups.map(({ examples, ...group }) => [group, examples.length])).toEqual([
      [{ procedure: 'requests.approve', rule: 'approve Request', from: 'allowed', to: 'denied', count: log.allowedApprovals }, 10],
    ])
    expect(replay.groups[0]!.examples.every((example) => approvers.has(example.email!) && example.recordId?.startsWith('r-'))).toBe(true)
    // Newest first.
    expect(replay.groups[0]!.examples.map((example) => example.at)).toEqual(
      replay.groups[0]!.examples.map((example) => example.at)
        .sort()
        .reverse(),
    )

    // Reverted: the candidate is the base again.
    expect((await replayDecisions(temp.db, base, base, { last: 10_000 })).flips).toBe(0)
    // And from the edited policy back to the base, the same decisions flip back.
    const back = await replayDecisions(temp.db, edited, base, { last: 10_000 })
    expect(back.groups.map((group) => [group.from, group.to, group.count])).toEqual([['denied', 'allowed', log.allowedApprovals]])
    expect(back.loggedUnderOtherPolicy).toBe(10_000)
  })

  it("replays with the permissions held then, rebuilt from the history's permission changes, and counts what the history cannot rebuild and who is gone", async () => {
    const id = async (email: string) => (await temp.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
    const [amy, abe, rita] = [await id('amy@testville.example'), await id('abe@testville.example'), await id('rita@testville.example')]
    // After every logged decision, amy's booklist:approve is withdrawn through the write path's history...
    await temp.db.updateTable('user_permissions').set({ granted: 0 }).where('user_id', '=', amy).where('permission', '=', 'booklist:approve').execute()
    await temp.db
      .insertInto('record_events')
      .values({
        record_type: 'StaffMember',
        record_id: amy,
        timeline_id: amy,
        institution_id: 'testville',
        actor_id: abe,
        at: '2026-12-30T09:00:00.000Z',
        action: 'changePermissions',
        from_status: null,
        to_status: null,
        note: null,
        changes: JSON.stringify({ 'booklist:approve': { from: 'held', to: 'not held' } }),
      })
      .execute()
    // ...abe's without it (a hand edit of the table leaves no history), and rita is disabled.
    await temp.db.updateTable('user_permissions').set({ granted: 0 }).where('user_id', '=', abe).where('permission', '=', 'booklist:approve').execute()
    await temp.db.updateTable('users').set({ disabled: 1 }).where('id', '=', rita).execute()

    const replay = await replayDecisions(temp.db, base, base, { last: 10_000 })
    expect(replay.flips).toBe(0)
    expect(replay.personGone).toBe(log.byUser.get(rita))
    expect(replay.factsAsTheyWere).toBe(log.byUser.get(amy))
    expect(replay.factsChangedSince).toBe(log.byUser.get(abe))
    // Only abe's allowed approvals are answered otherwise today: amy's are replayed as they were.
    expect(replay.differFromLogged).toBeGreaterThan(0)
    // Under the edit, amy's approvals still flip (she held booklist:approve then); abe's are refused under both (today's facts).
    const withEdit = await replayDecisions(temp.db, base, edited, { last: 10_000 })
    expect(withEdit.flips).toBe(log.allowedApprovals - (log.allowedBy.get(abe) ?? 0))
    expect(log.allowedBy.get(amy)).toBeGreaterThan(0)
  })

  it('replays only the last N decisions, newest first', async () => {
    const replay: ReplayResult = await replayDecisions(temp.db, base, edited, { last: 1000 })
    expect(replay.considered).toBe(1000)
    expect(replay.to).toBe(new Date(Date.parse('2026-11-20T08:00:00Z') + 9_999 * 60_000).toISOString())
    expect(replay.flips).toBeLessThan(log.allowedApprovals)
  })

  it('opens the database read-only: a write is refused and nothing changes', async () => {
    const opened = await openReadOnly(temp.target)
    if (!opened.ok) throw new Error(opened.error)
    try {
      await expect(opened.db.deleteFrom('decisions').execute()).rejects.toThrow(/read.?only/i)
      await expect(opened.db.insertInto('institution_flags').values({ institution_id: 'testville', flag: 'x', enabled: 1 }).execute()).rejects.toThrow(
        /read.?only/i,
      )
    } finally {
      await opened.close()
    }
    const count = await temp.db
      .selectFrom('decisions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(10_000)
  })

  it('answers `policy replay` and `policy impact` with JSON and fails past --max-flips', async () => {
    const database = temp.target.databaseUrl ?? temp.target.databasePath
    const run = async (command: typeof replayCommand, args: string[]) => {
      const out: string[] = []
      const err: string[] = []
      const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true))
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true))
      try {
        return { code: await command.run([...args, '--root', project.root], { root: project.root }), out: out.join(''), err: err.join('') }
      } finally {
        stdout.mockRestore()
        stderr.mockRestore()
      }
    }
    const within = await run(replayCommand, ['--database', database, '--format', 'json', '--max-flips', String(log.allowedApprovals)])
    expect(within.code).toBe(0)
    expect((JSON.parse(within.out) as ReplayResult).flips).toBe(log.allowedApprovals)
    const past = await run(replayCommand, ['--database', database, '--max-flips', '0'])
    expect(past.code).toBe(1)
    expect(past.out).toContain(`requests.approve  approve Request  allowed → denied: ${log.allowedApprovals}`)
    expect(past.err).toContain(`${log.allowedApprovals} flips exceed --max-flips 0`)
    const impact = await run(impactCommand, [`--database=${database}`, '--max-flips', '0'])
    // abe and amy lose their approvals (otto too, at otherton); every other permission holder keeps theirs.
    expect(impact.code).toBe(1)
    expect(impact.out).toMatch(/loses action Approve someone else's pending request \(approve Request\): 2 people\n {4}abe@testville\.example/)
    const none = await run(replayCommand, ['--last', '0', '--database', database])
    expect([none.code, none.err]).toEqual([2, 'policy replay: --last must be a positive whole number, not "0"\n'])
    const without = await run(replayCommand, [])
    expect(without.code).toBe(2)
    expect(without.err).toMatch(/^policy replay: no database: give --database/)
  })
})
