// GENERATED FILE: do not edit. Compiled from policy/*.yaml by `npm run policy -- build`;
// change the policy and run that command to rebuild it.
import type { MongoAbility } from '@casl/ability'
import type { CheckName, Flag, MenuItemId, RoutePath } from './policy-names.gen.ts'

/** What the compiled CASL rules can answer: one pair per permission, plus routes, menu items, flags and checks. */
export type PolicyAbilityTuple =
  | ["bulkUpload" | "view" | "edit" | "request" | "approve" | "autoApprove" | "viewInternalStatus", "booklist"]
  | ["search", "catalogue"]
  | ["purchase", "cart"]
  | ["viewAssignedCourses" | "viewAllCourses" | "approve", "adoptions"]
  | ["academic" | "acquisitions" | "allTitles" | "bibliotechAdmin" | "uaaSpend" | "engage", "dashboards"]
  | ["manage", "permissions"]
  | ["view", "counterReport"]
  | ['visit', 'Route' | { readonly __caslSubjectType__: 'Route'; readonly path: RoutePath }]
  | ['show', 'MenuItem' | { readonly __caslSubjectType__: 'MenuItem'; readonly id: MenuItemId }]
  | ['use', 'Feature' | { readonly __caslSubjectType__: 'Feature'; readonly name: Flag }]
  | ['pass', 'Check' | { readonly __caslSubjectType__: 'Check'; readonly name: CheckName }]

export type AppAbility = MongoAbility<PolicyAbilityTuple>
