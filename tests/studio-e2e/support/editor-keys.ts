import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { repoRoot } from './studio-process.ts'

/** 1-based line and column of `needle` in the repository's own copy of a policy file (the studio edits a copy of it). */
export function placeOf(file: string, needle: string): { line: number; column: number } {
  return placeIn(readFileSync(join(repoRoot, file), 'utf8'), needle)
}

/** 1-based line and column of `needle` in `text`, `offset` characters into it. */
export function placeIn(text: string, needle: string, offset = 0): { line: number; column: number } {
  const before = text.slice(0, text.indexOf(needle) + offset).split('\n')
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 }
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).click()
  await expect(page.locator('.editor-host')).toHaveAttribute('data-file', `policy/${name}`)
}

/** Finds `text` with the editor's search (Ctrl+F) and puts the cursor at the end of its line, as a person would. */
export async function cursorAfter(page: Page, text: string) {
  await select(page, text)
  await page.keyboard.press('End')
}

/** Finds `text` with the editor's search and types `replacement` over it. */
export async function typeOver(page: Page, text: string, replacement: string) {
  await select(page, text)
  await page.keyboard.type(replacement)
}

/** Selects the next `text` with the editor's search (Ctrl+F), then closes the search. */
async function select(page: Page, text: string) {
  // At the text's first character: a click in its middle may land on a name's hover tooltip, left
  // open by the last click there, however the panes happen to be sized.
  await page.locator('.cm-content').click({ position: { x: 4, y: 4 } })
  await page.keyboard.press('Control+f')
  // Typed, not filled: the search panel reads its field on key events.
  await page.getByRole('textbox', { name: 'Find' }).pressSequentially(text)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
}
