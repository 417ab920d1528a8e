/**
 * The compiled policy and its generated names, as the server sees them. The
 * server reads the generated files only through this module, so the same
 * policy object the browser bundles is what every procedure is checked against.
 */
export { policy } from '../generated/policy.gen.ts'
export {
  checkNames,
  flagNames,
  permissionNames,
  type CheckName,
  type Flag,
  type InstitutionConfig,
  type Permission,
  procedureNames,
  type ProcedureName,
} from '../generated/policy-names.gen.ts'
export type { AppAbility } from '../generated/ability.gen.ts'
export type {
  AccessReviewRecord,
  AdoptionRecord,
  BooklistItemRecord,
  BooklistRecord,
  CounterApiKeyRecord,
  CourseRecord,
  OrderRecord,
  RequestRecord,
  StoreProductRecord,
  StudentRecord,
  TermRecord,
  TitleRecord,
  UploadRecord,
} from '../generated/records.gen.ts'
