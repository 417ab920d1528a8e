import type { PathSegment } from '../diagnostic.ts'
import type { RawMenuItem } from '../documents.ts'
import type { ValidationContext } from './context.ts'
import { validateCondition } from './conditions.ts'
import { validateMenuPaths } from './menu-paths.ts'

/** Menu items: unique ids, one way to say title and path, well-ordered variants, declared names, real routes. */
export function validateMenu(ctx: ValidationContext): void {
  const menu = ctx.docs.menu?.value.menu
  if (!menu) return
  const ids = new Set<string>()
  const visit = (item: RawMenuItem, at: PathSegment[], parentPaths: readonly string[] | undefined) => {
    if (ids.has(item.id))
      ctx.report(
        'menu',
        [...at, 'id'],
        'duplicate-menu-id',
        `menu id "${item.id}" is already used`,
        'Menu ids name items in landing.yaml and in code; give each item its own.',
      )
    ids.add(item.id)
    validateShape(ctx, item, at)
    validateCondition(ctx, 'menu', item.when, [...at, 'when'])
    item.variants?.forEach((variant, i) => variant.when && validateCondition(ctx, 'menu', variant.when, [...at, 'variants', i, 'when']))
    const paths = validateMenuPaths(ctx, item, at, parentPaths)
    item.children?.forEach((child, i) => visit(child, [...at, 'children', i], paths))
  }
  menu.forEach((item, i) => visit(item, ['menu', i], undefined))
}

function validateShape(ctx: ValidationContext, item: RawMenuItem, at: PathSegment[]): void {
  const hasTarget = item.title !== undefined || item.path !== undefined
  if (item.variants && hasTarget) {
    ctx.report('menu', at, 'menu-item-shape', `menu item "${item.id}" has both variants and a title or path`, 'Keep either title and path, or variants.')
  } else if (!item.variants && (item.title === undefined || item.path === undefined)) {
    ctx.report(
      'menu',
      at,
      'menu-item-shape',
      `menu item "${item.id}" needs a title and a path, or variants`,
      'Add the missing title or path, or list variants: [{ when, title, path }, ..., { title, path }].',
    )
  }
  const variants = item.variants ?? []
  variants.forEach((variant, i) => {
    const last = i === variants.length - 1
    if (last && variant.when) {
      ctx.report(
        'menu',
        [...at, 'variants', i, 'when'],
        'menu-variant-when',
        'the last variant must have no when',
        'It is the one shown when no other variant applies; remove its when.',
      )
    } else if (!last && !variant.when) {
      ctx.report(
        'menu',
        [...at, 'variants', i],
        'menu-variant-when',
        `variant ${i} needs a when (only the last variant goes without)`,
        'Add a condition, or move this variant to the end.',
      )
    }
  })
}
