import { expectTypeOf, test } from 'vitest'
import type { AbilityCheck } from './action-button.tsx'

test('an action button only asks questions the compiled policy can answer', () => {
  expectTypeOf({ I: 'edit', a: 'booklist' } as const).toExtend<AbilityCheck>()
  expectTypeOf({ I: 'approve', a: 'adoptions' } as const).toExtend<AbilityCheck>()
  // "upload" is not an action of the policy; "edit" is not an action on adoptions.
  expectTypeOf({ I: 'upload', a: 'booklist' } as const).not.toExtend<AbilityCheck>()
  expectTypeOf({ I: 'edit', a: 'adoptions' } as const).not.toExtend<AbilityCheck>()
})
