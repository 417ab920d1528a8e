import { TRPCError } from '@trpc/server'
import type { WhoCanAnswerKind, WhoCanChoices, WhoCanInput, WhoCanQuestion, WhoCanResult, WhoCanRow } from '../../../contracts/who-can.ts'
import type { Facts } from '../../../policy/facts.ts'
import { matchRoute } from '../../../policy/index.ts'
import type { CompiledMenuItem, PolicyWithSources } from '../../../policy/model.ts'
import { answerKey, answerQuestion, type AccessAnswer, type AccessQuestion } from '../../../policy/who-can.ts'
import type { StaffFacts } from '../../db/institution-staff-read.ts'

/** The institution's part of every person's facts: its flags and config, as the signed-in caller's facts hold them. */
export type InstitutionFacts = Pick<Facts, 'flags' | 'institution'>

/** A question whose record is loaded: the record as the policy's rules read it, and how to name it. */
export interface AskedRecord {
  readonly fields: Readonly<Record<string, unknown>>
  readonly words: string
}

/**
 * The question put to every staff member of the institution. People who hold
 * the same permissions share one answer unless it is about one record (which
 * may be their own), so 2,000 staff cost a few dozen evaluations. A disabled
 * account cannot sign in: it cannot, whatever it holds.
 */
export function answerStaff(
  policy: PolicyWithSources,
  shared: InstitutionFacts,
  institutionId: string,
  staff: readonly StaffFacts[],
  question: AccessQuestion,
): { readonly person: StaffFacts; readonly answer: AccessAnswer }[] {
  const memo = new Map<string, AccessAnswer>()
  return staff.map((person) => {
    if (person.disabled) return { person, answer: { can: false, partial: false, because: 'their account is disabled: they cannot sign in', rule: null } }
    const facts: Facts = { ...shared, permissions: Object.fromEntries(person.granted.map((name) => [name, true])), user: { id: person.id, institutionId } }
    const key = answerKey(facts, question)
    let answer = memo.get(key)
    if (!answer) memo.set(key, (answer = answerQuestion(policy, facts, question)))
    return { person, answer }
  })
}

export function answerKind(answer: AccessAnswer): WhoCanAnswerKind {
  return answer.can ? 'can' : answer.partial ? 'partial' : 'cannot'
}

const answerOrder: Record<WhoCanAnswerKind, number> = { can: 0, partial: 1, cannot: 2 }

/** One page of the answers, searched, filtered and sorted (by who can first, then email, unless asked otherwise). */
export function answerPage(
  answers: ReturnType<typeof answerStaff>,
  input: Required<Pick<WhoCanInput, 'page' | 'pageSize' | 'desc'>> & Pick<WhoCanInput, 'q' | 'sort' | 'answer'>,
  asked: string,
): WhoCanResult {
  const rows = answers.map(({ person, answer }): WhoCanRow => ({
    id: person.id,
    email: person.email,
    name: person.name,
    disabled: person.disabled,
    answer: answerKind(answer),
    because: answer.because,
    rule: answer.rule,
    // A scope is said for those who can; "never" adds nothing to "cannot".
    scope: answer.can ? (answer.scope ?? null) : null,
  }))
  const counts = { can: 0, partial: 0, cannot: 0 }
  for (const row of rows) counts[row.answer] += 1
  const q = input.q?.toLowerCase()
  const matching = rows.filter(
    (row) => (!input.answer || row.answer === input.answer) && (!q || row.email.toLowerCase().includes(q) || (row.name ?? '').toLowerCase().includes(q)),
  )
  const by = input.sort ?? 'answer'
  const value = (row: WhoCanRow): string => (by === 'answer' ? `${answerOrder[row.answer]}` : (row[by] ?? '').toLowerCase())
  matching.sort((a, b) => value(a).localeCompare(value(b)) || a.email.localeCompare(b.email))
  if (input.desc) matching.reverse()
  const start = (input.page - 1) * input.pageSize
  return { rows: matching.slice(start, start + input.pageSize), total: matching.length, asked, counts }
}

/** The question checked against the policy: an unknown page, menu item, record type or action is a clear BAD_REQUEST. */
export function checkQuestion(policy: PolicyWithSources, question: WhoCanQuestion): void {
  const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message })
  if (question.kind === 'page' && !matchRoute(policy, question.path)) throw bad(`No page of the app is at ${question.path}.`)
  if (question.kind === 'menu' && !menuItems(policy.menu).some((item) => item.id === question.id)) throw bad(`The menu has no item "${question.id}".`)
  if (question.kind === 'action') {
    const type = policy.records.find((record) => record.name === question.subject)
    if (!type) throw bad(`The policy has no record type "${question.subject}". Its record types are ${policy.records.map((record) => record.name).join(', ')}.`)
    if (!type.actions.some((action) => action.name === question.action))
      throw bad(`${type.name} has no action "${question.action}". Its actions are ${type.actions.map((action) => action.name).join(', ')}.`)
  }
}

/** What the form offers: every page (route), menu item and record action, with the policy's own words. */
export function whoCanChoices(policy: PolicyWithSources, byId: ReadonlySet<string>): WhoCanChoices {
  const titles = new Map<string, string>()
  const walk = (items: readonly CompiledMenuItem[], depth: number, out: { id: string; title: string; depth: number }[]) => {
    for (const item of items) {
      const title = item.variants[0]?.title ?? item.id
      out.push({ id: item.id, title, depth })
      for (const variant of item.variants) if (!titles.has(variant.path)) titles.set(variant.path, variant.title)
      walk(item.children, depth + 1, out)
    }
    return out
  }
  const menu = walk(policy.menu, 0, [])
  const pages = policy.routes
    .filter((route) => route.aliasOf === undefined && route.access.kind !== 'public' && route.path !== '/')
    .map((route) => ({ path: route.path, title: titles.get(route.path) ?? null }))
  const records = policy.records.map((type) => ({
    subject: type.name,
    description: type.description,
    byId: byId.has(type.name),
    actions: type.actions.map((action) => ({ name: action.name, description: action.description })),
  }))
  return { pages, menu, records }
}

function menuItems(items: readonly CompiledMenuItem[]): CompiledMenuItem[] {
  return items.flatMap((item) => [item, ...menuItems(item.children)])
}
