import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { repoRoot } from '../semantics/test-policy.ts'
import { explainCommand } from './explain.ts'

// `policy explain --field`, run in process: the command as cli.ts runs it, its output caught.
const dir = mkdtempSync(join(tmpdir(), 'policy-explain-field-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const item = {
  id: 'i-1',
  institutionId: 'inst-1',
  booklistId: 'b-1',
  listStatus: 'draft',
  nbsi: 't-1',
  requirement: 'essential',
  quantity: 30,
  note: null,
  status: 'proposed',
  internalStatus: 'awaiting-quote',
}
const recordFile = join(dir, 'item.json')
writeFileSync(recordFile, JSON.stringify(item))

async function explain(...args: string[]) {
  let stdout = ''
  let stderr = ''
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true))
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true))
  try {
    const status = await explainCommand.run(['--action', 'read', '--subject', 'BooklistItem', '--record', recordFile, ...args], { root: repoRoot })
    return { status, stdout, stderr }
  } finally {
    out.mockRestore()
    err.mockRestore()
  }
}

describe('policy explain --field', { timeout: 60_000 }, () => {
  it('says why a field is withheld or open, naming each rule that speaks of it by file:line', async () => {
    const withheld = await explain('--persona', 'booklist-editor', '--field', 'internalStatus')
    expect([withheld.status, withheld.stderr]).toEqual([0, ''])
    const lines = withheld.stdout.split('\n')
    expect(lines[0]).toMatch(
      /^read BooklistItem\.internalStatus: withheld, by the forbid rule at policy\/resources\/booklist-item\.yaml:\d+: The internal status is for staff with booklist:viewInternalStatus\.$/,
    )
    expect(withheld.stdout).toMatch(/forbids internalStatus/)
    expect(withheld.stdout).toMatch(/grants every field/)

    const open = await explain('--persona', 'librarian', '--field', 'internalStatus')
    expect(open.status).toBe(0)
    expect(open.stdout.split('\n')[0]).toMatch(/^read BooklistItem\.internalStatus: allowed, by the rule at policy\/resources\/booklist-item\.yaml:\d+$/)

    // A field no rule withholds follows the record's grant.
    const quantity = await explain('--persona', 'booklist-editor', '--field', 'quantity')
    expect(quantity.stdout.split('\n')[0]).toMatch(/^read BooklistItem\.quantity: allowed, by the rule at policy\/resources\/booklist-item\.yaml:\d+$/)
  })

  it('refuses a field the record type does not have with exit 2 and a suggestion, and --field without a record', async () => {
    const typo = await explain('--persona', 'booklist-editor', '--field', 'internalStatsu')
    expect([typo.status, typo.stdout]).toEqual([2, ''])
    expect(typo.stderr).toMatch(/^policy explain: "internalStatsu" is not a field of BooklistItem \(did you mean "internalStatus"\?\); it has id, /)
    let stderr = ''
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true))
    const status = await explainCommand.run(['--persona', 'booklist-editor', '--action', 'read', '--subject', 'BooklistItem', '--field', 'quantity'], {
      root: repoRoot,
    })
    err.mockRestore()
    expect([status, stderr]).toEqual([1, 'policy explain: --field F asks about one record: give it with --action A --subject S --record FILE\n'])
  })
})
