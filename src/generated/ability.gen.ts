// GENERATED FILE: do not edit. Compiled from policy/*.yaml by `npm run policy -- build`;
// change the policy and run that command to rebuild it.
import type { ForcedSubject, MongoAbility } from '@casl/ability'
import type { CheckName, Flag, MenuItemId, ProcedureName, RoutePath } from './policy-names.gen.ts'
import type { AccessReviewRecord, AdoptionRecord, BooklistItemRecord, BooklistRecord, CounterApiKeyRecord, CounterReportRecord, CourseRecord, DashboardRecord, OrderRecord, RequestRecord, StaffMemberRecord, StoreProductRecord, StudentRecord, TermRecord, TitleRecord, UploadRecord } from './records.gen.ts'

/**
 * What the compiled CASL rules can answer: one pair per permission, per record
 * type (its actions, on the type or on a record: `subject('Request', row)`),
 * plus routes, menu items, flags, checks and procedures.
 */
export type PolicyAbilityTuple =
  | ["bulkUpload" | "view" | "edit" | "request" | "approve" | "autoApprove" | "viewInternalStatus", "booklist"]
  | ["search", "catalogue"]
  | ["purchase", "cart"]
  | ["viewAssignedCourses" | "viewAllCourses" | "approve", "adoptions"]
  | ["academic" | "acquisitions" | "allTitles" | "bibliotechAdmin" | "uaaSpend" | "engage", "dashboards"]
  | ["manage", "permissions"]
  | ["view", "counterReport"]
  | ["manage", "terms"]
  | ["read" | "create" | "decide" | "signOff", "AccessReview" | (AccessReviewRecord & ForcedSubject<"AccessReview">)]
  | ["read" | "adopt" | "readopt" | "approve" | "reject", "Adoption" | (AdoptionRecord & ForcedSubject<"Adoption">)]
  | ["read" | "edit", "BooklistItem" | (BooklistItemRecord & ForcedSubject<"BooklistItem">)]
  | ["read" | "edit" | "reopen" | "rollover" | "bulkUpload", "Booklist" | (BooklistRecord & ForcedSubject<"Booklist">)]
  | ["read" | "create" | "revoke", "CounterApiKey" | (CounterApiKeyRecord & ForcedSubject<"CounterApiKey">)]
  | ["read", "CounterReport" | (CounterReportRecord & ForcedSubject<"CounterReport">)]
  | ["read", "Course" | (CourseRecord & ForcedSubject<"Course">)]
  | ["view", "Dashboard" | (DashboardRecord & ForcedSubject<"Dashboard">)]
  | ["read" | "place" | "receive", "Order" | (OrderRecord & ForcedSubject<"Order">)]
  | ["read" | "create" | "approve" | "reject" | "cancel" | "autoApprove" | "purchase" | "receive", "Request" | (RequestRecord & ForcedSubject<"Request">)]
  | ["read" | "editPermissions", "StaffMember" | (StaffMemberRecord & ForcedSubject<"StaffMember">)]
  | ["read" | "edit" | "create", "StoreProduct" | (StoreProductRecord & ForcedSubject<"StoreProduct">)]
  | ["read" | "grantAccess" | "revokeAccess", "Student" | (StudentRecord & ForcedSubject<"Student">)]
  | ["read" | "create" | "edit", "Term" | (TermRecord & ForcedSubject<"Term">)]
  | ["read", "Title" | (TitleRecord & ForcedSubject<"Title">)]
  | ["read" | "create" | "commit", "Upload" | (UploadRecord & ForcedSubject<"Upload">)]
  | ['visit', 'Route' | { readonly __caslSubjectType__: 'Route'; readonly path: RoutePath }]
  | ['show', 'MenuItem' | { readonly __caslSubjectType__: 'MenuItem'; readonly id: MenuItemId }]
  | ['use', 'Feature' | { readonly __caslSubjectType__: 'Feature'; readonly name: Flag }]
  | ['pass', 'Check' | { readonly __caslSubjectType__: 'Check'; readonly name: CheckName }]
  | ['call', 'Procedure' | { readonly __caslSubjectType__: 'Procedure'; readonly name: ProcedureName }]

export type AppAbility = MongoAbility<PolicyAbilityTuple>
