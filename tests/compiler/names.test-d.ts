import { describe, expectTypeOf, test } from 'vitest'
import type { CheckName, Flag, MenuItemId, Permission, RoutePath } from '../../src/generated/policy-names.gen.ts'
import { checkNames, flagNames, permissionNames, routePaths } from '../../src/generated/policy-names.gen.ts'

// The generated unions are what makes a typo in code fail `tsc`: these pin both sides of that.
describe('generated policy names', () => {
  test('Permission holds the declared names and nothing close to them', () => {
    expectTypeOf<'booklist:view'>().toExtend<Permission>()
    expectTypeOf<'counterReport:view'>().toExtend<Permission>()
    expectTypeOf<'booklist:veiw'>().not.toExtend<Permission>()
    expectTypeOf<string>().not.toExtend<Permission>()
    expectTypeOf(permissionNames).items.toEqualTypeOf<Permission>()
  })

  test('Flag and CheckName', () => {
    expectTypeOf<'detailed-search'>().toExtend<Flag>()
    expectTypeOf<'detailed-serach'>().not.toExtend<Flag>()
    expectTypeOf(flagNames).items.toEqualTypeOf<Flag>()
    expectTypeOf<'hasReportsPageAccess'>().toExtend<CheckName>()
    expectTypeOf<'hasReportPageAccess'>().not.toExtend<CheckName>()
    expectTypeOf(checkNames).items.toEqualTypeOf<CheckName>()
  })

  test('RoutePath has paths and aliases, with their parameters', () => {
    expectTypeOf<'/booklist'>().toExtend<RoutePath>()
    expectTypeOf<'/approvals'>().toExtend<RoutePath>()
    expectTypeOf<'/analytics/$dashboardId'>().toExtend<RoutePath>()
    expectTypeOf<'/booklists'>().not.toExtend<RoutePath>()
    expectTypeOf(routePaths).items.toEqualTypeOf<RoutePath>()
  })

  test('MenuItemId', () => {
    expectTypeOf<'requests-history'>().toExtend<MenuItemId>()
    expectTypeOf<'request-history'>().not.toExtend<MenuItemId>()
  })
})
