import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../../../tests/compiler/temp-project.ts'
import { persona } from '../../../tests/factories/facts.ts'

// The record questions of issue 10 on the real command line.
const dir = mkdtempSync(join(tmpdir(), 'policy-eval-record-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const policyCli = (...args: string[]) => runCli(args)

const approver = {
  ...persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:approve': true } }),
  user: { id: 'u-app', institutionId: 'inst-1' },
}
const request = { id: 'r-1', institutionId: 'inst-1', requesterId: 'u-other', kind: 'purchase', status: 'pending', nbsi: 't-1', courseId: null, quantity: 2 }
const factsFile = join(dir, 'approver.json')
const recordFile = join(dir, 'request.json')
writeFileSync(factsFile, JSON.stringify(approver))
writeFileSync(recordFile, JSON.stringify(request))

describe('policy eval and explain of a record', { timeout: 60_000 }, () => {
  it('eval prints exactly {"allowed": true} or {"allowed": false}', () => {
    const allowed = policyCli('eval', '--facts', factsFile, '--action', 'approve', '--subject', 'Request', '--record', recordFile)
    expect([allowed.status, allowed.stdout, allowed.stderr]).toEqual([0, '{"allowed": true}\n', ''])
    const denied = policyCli('eval', '--facts', factsFile, '--action', 'cancel', '--subject', 'Request', '--record', recordFile)
    expect([denied.status, denied.stdout, denied.stderr]).toEqual([0, '{"allowed": false}\n', ''])
  })

  it('eval without a user in the facts denies every rule that names the user', () => {
    const { user: _user, ...signedOut } = approver
    const file = join(dir, 'signed-out.json')
    writeFileSync(file, JSON.stringify(signedOut))
    expect(policyCli('eval', '--facts', file, '--action', 'approve', '--subject', 'Request', '--record', recordFile).stdout).toBe('{"allowed": false}\n')
  })

  it('rejects a misspelt action, subject or record field with a suggestion, and a partial question', () => {
    const bad = policyCli('eval', '--facts', factsFile, '--action', 'aprove', '--subject', 'Request', '--record', recordFile)
    expect([bad.status, bad.stdout]).toEqual([1, ''])
    expect(bad.stderr).toContain('"aprove" is not an action of Request (did you mean "approve"?)')
    const file = join(dir, 'typo.json')
    writeFileSync(file, JSON.stringify({ ...request, requestorId: 'u-1' }))
    expect(policyCli('eval', '--facts', factsFile, '--action', 'read', '--subject', 'Requests', '--record', file).stderr).toContain(
      '"Requests" is not a record type (did you mean "Request"?)',
    )
    expect(policyCli('eval', '--facts', factsFile, '--action', 'read', '--subject', 'Request', '--record', file).stderr).toContain(
      'record.requestorId: not a field of Request (did you mean "requesterId"?)',
    )
    expect(policyCli('eval', '--facts', factsFile, '--action', 'read', '--subject', 'Request').stderr).toBe(
      'policy eval: a record question needs all of --action A --subject S --record FILE\n',
    )
  })

  it('explain names the deciding rule by file:line and what would change the answer', () => {
    const result = policyCli('explain', '--facts', factsFile, '--action', 'cancel', '--subject', 'Request', '--record', recordFile)
    expect(result.status).toBe(0)
    const lines = result.stdout.split('\n')
    expect(lines[0]).toBe('cancel Request: denied')
    expect(result.stdout).toMatch(/requesterId is user\.id \("u-app"\) fails \(policy\/resources\/request\.yaml:\d+\)/)
    expect(result.stdout).toMatch(
      new RegExp(
        String.raw`To allow it, make any one rule pass:\n {2}- rule at policy\/resources\/request\.yaml:\d+: ` +
          String.raw`the record's requesterId \(now "u-other"\) must be user\.id \("u-app"\)`,
      ),
    )
    const approve = policyCli('explain', '--facts', factsFile, '--action', 'approve', '--subject', 'Request', '--record', recordFile)
    expect(approve.stdout.split('\n')[0]).toMatch(/^approve Request: allowed, by the rule at policy\/resources\/request\.yaml:\d+$/)
  })

  it('explain says on which records a persona may take an action, and eval agrees on a record inside and one outside', () => {
    const scope = policyCli('explain', '--persona', 'ana', '--action', 'approve', '--subject', 'Request')
    expect([scope.status, scope.stderr]).toEqual([0, ''])
    expect(scope.stdout).toMatch(
      /^approve Request: on requests of their institution that are pending and not their own\n {2}by the rule at policy\/resources\/request\.yaml:\d+\n$/,
    )
    const never = policyCli('explain', '--persona', 'requester', '--action', 'approve', '--subject', 'Request')
    expect(never.stdout).toMatch(
      new RegExp(
        String.raw`^approve Request: never\n {2}because no rule's ` +
          '`when`' +
          String.raw` holds for these facts\n {2}` +
          String.raw`- rule at policy\/resources\/request\.yaml:\d+: grant permission booklist:approve`,
      ),
    )
    const inside = join(dir, 'inside.json')
    const outside = join(dir, 'outside.json')
    writeFileSync(inside, JSON.stringify({ ...request, institutionId: 'northbridge' }))
    writeFileSync(outside, JSON.stringify({ ...request, institutionId: 'northbridge', requesterId: 'u-ana' }))
    expect(policyCli('eval', '--persona', 'ana', '--action', 'approve', '--subject', 'Request', '--record', inside).stdout).toBe('{"allowed": true}\n')
    expect(policyCli('eval', '--persona', 'ana', '--action', 'approve', '--subject', 'Request', '--record', outside).stdout).toBe('{"allowed": false}\n')
    expect(policyCli('explain', '--persona', 'an', '--action', 'approve', '--subject', 'Request').stderr).toBe(
      'policy explain: "an" is not a persona of policy/tests/*.yaml (did you mean "ana"?)\n',
    )
    expect(policyCli('explain', '--persona', 'ana', '--facts', factsFile, '--action', 'approve', '--subject', 'Request').stderr).toBe(
      'policy explain: give --facts FILE or --persona NAME, not both\n',
    )
    expect(policyCli('explain', '--persona', 'ana', '--action', 'approve').stderr).toBe(
      'policy explain: ask with both --action A and --subject S (and --record FILE for one record)\n',
    )
  })
})
