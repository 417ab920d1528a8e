// The policy runtime: pure functions from a compiled policy and a user's facts
// to answers. The browser, the server and the policy CLI all use these. Every
// access answer comes from one CASL ability (buildAbility); explain, coverage
// and decideNavigation walk the same compiled rules to say what decided.
export type { Facts } from './facts.ts'
export { readFact } from './facts.ts'
export type * from './model.ts'
export { checkPasses, evaluateCondition, flagOn, holdsPermission, type ConditionVisitor } from './condition.ts'
export { resolveMenu, flattenMenu, type MenuEntry } from './menu.ts'
export { defaultLanding, decideLanding, type LandingBranch, type LandingDecision } from './landing.ts'
export { matchRoute, normalizePath, type RouteMatch } from './match-path.ts'
export { navigationOutcome, routeOutcome, type NavigationContext, type NavigationOutcome } from './navigation.ts'
export {
  decideNavigation,
  outcomeOfSteps,
  routeAccess,
  routeSteps,
  type MenuItemAtPath,
  type NavigationDecision,
  type NavigationStep,
} from './navigation-decision.ts'
export { abilityFor, buildAbility, type PolicyAbility } from './ability.ts'
export { canOpen, pagesYouCanOpen } from './pages-you-can-open.ts'
export { evaluatePolicy, type PolicyView } from './evaluate-policy.ts'
export { validateFacts, type FactsValidation } from './validate-facts.ts'
export { explainNavigation, decidingRule, landingText } from './explain.ts'
export { explainMenuItem } from './explain-menu.ts'
export { explainCondition, changesFor, describeLeaf } from './explain-condition.ts'
export { CoverageRecorder, coverageTargets, type CoverageReport, type CoverageTarget } from './coverage.ts'
// Record rules (issue 10): the ability answers; these explain, check and fill in.
export type { FactsUser } from './facts.ts'
export { withUser } from './ability.ts'
export { decideRecord, recordTestPasses, type RecordDecision, type RecordRuleResult } from './record-decision.ts'
export { explainRecord } from './explain-record.ts'
export { validateRecord, type RecordValidation } from './validate-record.ts'
