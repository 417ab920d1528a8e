import type { CanProps } from '@casl/react'
import { expectTypeOf, test } from 'vitest'
import type { AppAbility } from '../../generated/ability.gen.ts'
import { AppCan, useAppAbility } from './policy-ability.tsx'

test('permission checks in pages only accept the policy’s own actions and subjects', () => {
  expectTypeOf(useAppAbility).returns.toEqualTypeOf<AppAbility>()
  expectTypeOf(AppCan).parameter(0).toEqualTypeOf<CanProps<AppAbility>>()
  expectTypeOf({ I: 'bulkUpload', a: 'booklist', children: null } as const).toExtend<CanProps<AppAbility>>()
  // "upload" is not an action of the policy, "booklists" not a subject.
  expectTypeOf({ I: 'upload', a: 'booklist', children: null } as const).not.toExtend<CanProps<AppAbility>>()
  expectTypeOf({ I: 'view', a: 'booklists', children: null } as const).not.toExtend<CanProps<AppAbility>>()
})
