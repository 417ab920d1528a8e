import { subject, type ForcedSubject } from '@casl/ability'
import type { CanProps } from '@casl/react'
import { describe, expectTypeOf, test } from 'vitest'
import type { AppAbility } from '../../src/generated/ability.gen.ts'
import type { ProcedureName } from '../../src/generated/policy-names.gen.ts'
import { procedureNames } from '../../src/generated/policy-names.gen.ts'
import type { RecordAction, RequestRecord } from '../../src/generated/records.gen.ts'

declare const ability: AppAbility
declare const request: RequestRecord

// The record types of policy/resources/ reach TypeScript so that a misspelt action fails `tsc`.
describe('generated record types and actions', () => {
  test('RequestRecord has the data layer’s camelCase fields and enumerated values', () => {
    expectTypeOf(request.status).toEqualTypeOf<'draft' | 'pending' | 'approved' | 'rejected' | 'ordered' | 'fulfilled' | 'cancelled'>()
    expectTypeOf(request.kind).toEqualTypeOf<'title' | 'supply' | 'purchase'>()
    expectTypeOf(request.courseId).toEqualTypeOf<string | null>()
    expectTypeOf(request.quantity).toEqualTypeOf<number>()
    expectTypeOf<RecordAction<'Request'>>().toEqualTypeOf<'read' | 'create' | 'approve' | 'reject' | 'cancel' | 'autoApprove' | 'purchase' | 'receive'>()
  })

  test('ability.can takes a record action on a record, and rejects a misspelt one', () => {
    expectTypeOf(ability.can('approve', subject('Request', request))).toEqualTypeOf<boolean>()
    expectTypeOf(ability.can('autoApprove', subject('Request', request))).toEqualTypeOf<boolean>()
    expectTypeOf(ability.can('read', 'Request')).toEqualTypeOf<boolean>()
    // @ts-expect-error "aprove" is not an action of Request
    ability.can('aprove', subject('Request', request))
    // @ts-expect-error "Requests" is not a record type
    ability.can('read', 'Requests')
    // @ts-expect-error "adopt" is an action of Adoption, not of Request
    ability.can('adopt', subject('Request', request))
  })

  test('<Can I="approve" this={request}> type-checks with the app ability', () => {
    const row = subject('Request', { ...request })
    expectTypeOf(row).toExtend<RequestRecord & ForcedSubject<'Request'>>()
    expectTypeOf({ I: 'approve', this: row, children: null } as const).toExtend<CanProps<AppAbility>>()
    expectTypeOf({ I: 'aprove', this: row, children: null } as const).not.toExtend<CanProps<AppAbility>>()
  })

  test('procedure names are a closed union the server can check its router against', () => {
    expectTypeOf<'requests.approve'>().toExtend<ProcedureName>()
    expectTypeOf<'requests.aprove'>().not.toExtend<ProcedureName>()
    expectTypeOf(procedureNames).items.toEqualTypeOf<ProcedureName>()
    expectTypeOf(ability.can('call', subject('Procedure', { name: 'requests.list' as const }))).toEqualTypeOf<boolean>()
  })
})
