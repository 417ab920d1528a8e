import type { ReplayResult, StaffImpact } from './impact-types.ts'

/** `policy impact`'s text: per institution, each page, menu item and action someone gains or loses, with who and why. */
export function renderStaffImpact(impact: StaffImpact, against: string): string {
  const lines = [`Impact on staff: ${against} (${impact.basePolicyHash.slice(0, 12)}) → working tree (${impact.candidatePolicyHash.slice(0, 12)})`]
  for (const institution of impact.institutions) {
    lines.push('', `${institution.name} (${institution.id}), ${count(institution.staffCount, 'staff member')}`)
    if (institution.problem) lines.push(`  not compared: ${institution.problem}`)
    else if (institution.changes.length === 0) lines.push('  no one gains or loses anything')
    for (const change of institution.changes) {
      lines.push(
        `  ${change.direction} ${change.kind} ${change.label}${change.label === change.key ? '' : ` (${change.key})`}: ${count(change.people.length, 'person', 'people')}`,
      )
      for (const person of change.people) {
        const scope = person.before !== undefined || person.after !== undefined ? ` [${person.before ?? 'never'} → ${person.after ?? 'never'}]` : ''
        lines.push(`    ${person.email}${scope}: ${person.decidedBy}`)
      }
    }
  }
  lines.push('', `${count(impactFlips(impact), 'change')} for ${count(impact.staffCount, 'staff member')} compared`)
  return `${lines.join('\n')}\n`
}

/** `policy replay`'s text: the groups of decisions that go the other way, with examples, and what the replay could not know. */
export function renderReplay(replay: ReplayResult, against: string): string {
  const lines = [
    `Impact on recent decisions: the last ${count(replay.considered, 'decision')}${replay.from ? ` (${replay.from} to ${replay.to})` : ''}, ${against} → working tree`,
  ]
  if (replay.considered === 0) lines.push('  the decision log is empty: the server logs decisions as staff use the product')
  lines.push(`  ${count(replay.flips, 'decision')} would go the other way`)
  for (const group of replay.groups) {
    lines.push(`  ${group.procedure}  ${group.rule}  ${group.from} → ${group.to}: ${group.count}`)
    for (const example of group.examples)
      lines.push(`    ${example.at} ${example.email ?? example.userId}${example.recordId ? ` record ${example.recordId}` : ''}`)
  }
  if (replay.personGone > 0) lines.push(`  ${count(replay.personGone, 'decision')} not replayed: the person is disabled, deleted or moved`)
  if (replay.factsAsTheyWere > 0) lines.push(`  ${count(replay.factsAsTheyWere, 'decision')} replayed with the permissions held then, rebuilt from the history`)
  lines.push(
    `  ${replay.factsChangedSince} of ${replay.replayed} replayed decisions were made with other facts that the history cannot rebuild (a flag or an institution setting): replayed with today's`,
  )
  if (replay.differFromLogged > 0) lines.push(`  ${count(replay.differFromLogged, 'decision')} ${against} now answers otherwise than the server did then`)
  if (replay.loggedUnderOtherPolicy > 0) lines.push(`  ${count(replay.loggedUnderOtherPolicy, 'decision')} logged under another policy than ${against}`)
  return `${lines.join('\n')}\n`
}

/** How many person-by-item changes an impact has: what --max-flips bounds. */
export function impactFlips(impact: StaffImpact): number {
  return impact.institutions.reduce((sum, institution) => sum + institution.changes.reduce((inner, change) => inner + change.people.length, 0), 0)
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`
}
