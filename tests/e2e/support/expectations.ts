import { pageForPath, pathSamples, unauthorizedPath } from './concrete-paths.ts'
import { describeOutcome, policyEval, type EvalResult, type MenuItem, type Outcome } from './policy-eval.ts'
import type { Persona } from './personas.ts'

/** What the browser must show when a persona opens one path directly. */
export interface VisitExpectation {
  readonly path: string
  /** The policy's answer for the path itself. */
  readonly outcome: Outcome
  /** Where the browser must end up after following every redirect. */
  readonly finalPath: string
  /** The page (src/pages/<page>) that must be on screen at the end. */
  readonly finalPage: string
  /** The policy's steps, for messages: "/store → redirect to / → redirect to /booklist → allow". */
  readonly chain: string
}

export interface PersonaExpectations {
  readonly persona: Persona
  readonly landing: string
  readonly menu: readonly MenuItem[]
  /** Opening / (which is also where sign-in returns to). */
  readonly home: VisitExpectation
  readonly visits: readonly VisitExpectation[]
  /** Every path the policy was asked about, with its answer (for the approved-outcomes check). */
  readonly outcomes: Readonly<Record<string, Outcome>>
}

const maxRedirects = 5

/**
 * Asks the policy about every sample path of a persona (one `policy eval`
 * run, plus one more for redirect targets outside the samples) and follows
 * redirects the way the router does, so each visit has one final place.
 */
export function expectationsFor(persona: Persona): PersonaExpectations {
  const samples = pathSamples(persona)
  const first = policyEval(persona, [...new Set(samples.map((sample) => sample.path))])
  const outcomes: Record<string, Outcome> = { ...first.paths }
  const missing = new Set<string>()
  for (const outcome of Object.values(outcomes)) {
    if (outcome.result === 'redirect' && !(outcome.to in outcomes)) missing.add(outcome.to)
  }
  missing.add(first.landing)
  for (const known of Object.keys(outcomes)) missing.delete(known)
  if (missing.size > 0) Object.assign(outcomes, policyEval(persona, [...missing]).paths)

  const visit = (path: string): VisitExpectation => resolveVisit(persona, path, outcomes)
  return {
    persona,
    landing: first.landing,
    menu: first.menu,
    home: visit('/'),
    visits: samples.map((sample) => visit(sample.path)),
    outcomes,
  }
}

function resolveVisit(persona: Persona, path: string, outcomes: Readonly<Record<string, Outcome>>): VisitExpectation {
  const own = outcomes[path]
  if (!own) throw new Error(`persona ${persona.key}: the policy was not asked about ${path}`)
  const steps: string[] = [path]
  let current = path
  let outcome = own
  for (let hop = 0; outcome.result === 'redirect'; hop++) {
    if (hop === maxRedirects) throw new Error(`persona ${persona.key}: ${steps.join(' → ')} redirects more than ${maxRedirects} times`)
    steps.push(describeOutcome(outcome))
    current = outcome.to
    const next = outcomes[current]
    if (!next) throw new Error(`persona ${persona.key}: the policy was not asked about the redirect target ${current}`)
    outcome = next
  }
  steps.push(describeOutcome(outcome))
  const finalPath = outcome.result === 'unauthorized' ? unauthorizedPath : current
  return { path, outcome: own, finalPath, finalPage: pageForPath(finalPath), chain: steps.join(' → ') }
}

export type { EvalResult }
