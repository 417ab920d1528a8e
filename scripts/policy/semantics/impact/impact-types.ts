import type { DecisionOutcome } from '../../../../src/server/decisions/decision.ts'

/**
 * What a policy edit does to the people who use the product (issue 59): the
 * `policy impact` and `policy replay` commands' answers, and the studio's
 * Impact sections. Plain data, the same in the JSON output and the studio.
 */

/** Per institution, what the real staff gain and lose between the base policy and the candidate. */
export interface StaffImpact {
  readonly basePolicyHash: string
  readonly candidatePolicyHash: string
  /** Staff members compared (disabled accounts are left out: they can do nothing under either policy). */
  readonly staffCount: number
  readonly institutions: readonly InstitutionImpact[]
}

export interface InstitutionImpact {
  readonly id: string
  readonly name: string
  readonly staffCount: number
  /** Why it could not be compared: its stored settings do not fit one of the policies (then `changes` is empty). */
  readonly problem?: string
  /** One entry per page, menu item or record action someone's access to changes, pages first, then menu items, then actions. */
  readonly changes: readonly AccessChange[]
}

export type AccessChangeKind = 'page' | 'menu' | 'action'

export interface AccessChange {
  readonly kind: AccessChangeKind
  /** The route's path, the menu item's id, or `approve Request`. */
  readonly key: string
  /** What people read: the menu title, the page's title or path, the action's description. */
  readonly label: string
  /** gains/loses: the page, item or action appears or disappears; scope: the action stays with another scope. */
  readonly direction: 'gains' | 'loses' | 'scope'
  readonly people: readonly ImpactPerson[]
}

export interface ImpactPerson {
  readonly id: string
  readonly email: string
  readonly name: string | null
  /** For an action: its scope in words before and after ("on requests of their institution…", "never"). */
  readonly before?: string
  readonly after?: string
  /** The facts that decide, in words, under the candidate policy: "has counterReport:view", "needs: flag report-page on". */
  readonly decidedBy: string
}

/** Of the last N logged decisions, which the candidate policy would decide the other way than the base policy. */
export interface ReplayResult {
  readonly basePolicyHash: string
  readonly candidatePolicyHash: string
  /** Decisions read from the log (the last N). */
  readonly considered: number
  /** Decisions asked of both policies (the rest: their person no longer exists or is disabled). */
  readonly replayed: number
  readonly personGone: number
  /** Decisions that go the other way under the candidate than under the base policy. */
  readonly flips: number
  readonly groups: readonly FlipGroup[]
  /**
   * Decisions made with other facts than today's whose permissions the history's permission changes
   * rebuild exactly (the logged facts' hash again): replayed with the facts they were made with.
   */
  readonly factsAsTheyWere: number
  /**
   * Decisions made with other facts than today's that the history cannot rebuild (a flag or an
   * institution setting changed, which has no history): replayed with today's facts, counted here.
   */
  readonly factsChangedSince: number
  /** Decisions the base policy now answers differently than the server did then (facts or policy changed since). */
  readonly differFromLogged: number
  /** Decisions logged under another policy than the base (by hash). */
  readonly loggedUnderOtherPolicy: number
  /** The oldest and newest decision replayed, ISO; null with an empty log. */
  readonly from: string | null
  readonly to: string | null
}

export interface FlipGroup {
  readonly procedure: string
  /** `call Procedure`, or the record action: `approve Request`. */
  readonly rule: string
  readonly from: DecisionOutcome
  readonly to: DecisionOutcome
  readonly count: number
  /** Up to 10, newest first. */
  readonly examples: readonly FlipExample[]
}

export interface FlipExample {
  readonly at: string
  readonly userId: string
  readonly email: string | null
  readonly procedure: string
  readonly recordId: string | null
}
