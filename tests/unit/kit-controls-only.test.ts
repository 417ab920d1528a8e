import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * One look (issue 52): the kit (src/components/ui/) owns every control and every colour. A screen's
 * stylesheet that sets a native control's look, or a colour of its own, would drift from the kit
 * unseen; so would a screen rendering a native control (the lint rule in eslint.config.js).
 */
const root = join(import.meta.dirname, '..', '..')
const screens = ['src/features', 'src/pages', 'src/app']
const tokens = 'src/components/ui/theme/tokens.css'

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending))
    .map((name) => join(folder, name))
}

/** Each rule's selector list of a stylesheet, with the line it starts on (comments removed, line count kept). */
function selectors(css: string): { line: number; selector: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const found: { line: number; selector: string }[] = []
  for (const match of text.matchAll(/([^{}]+)\{/g)) {
    const selector = match[1]?.trim() ?? ''
    if (selector.startsWith('@')) continue
    found.push({ line: text.slice(0, (match.index ?? 0) + (match[1]?.indexOf(selector) ?? 0)).split('\n').length, selector })
  }
  return found
}

const nativeControl = /(^|[\s,>+~(])(button|input|select|textarea|option)(?=$|[\s,>+~:.[)])/

describe('the kit owns the controls', () => {
  it('finds the selectors it looks for (the check can fail)', () => {
    expect(selectors('.a button {\n}\n/* x { */\n.b > input[type="number"], .c {}').filter((rule) => nativeControl.test(rule.selector))).toEqual([
      { line: 1, selector: '.a button' },
      { line: 4, selector: '.b > input[type="number"], .c' },
    ])
    expect(nativeControl.test('.button-primary')).toBe(false)
    expect(nativeControl.test('.inputs .selected')).toBe(false)
  })

  it('no stylesheet under src/features, src/pages or src/app styles a native control', () => {
    const offending = screens.flatMap((folder) =>
      filesUnder(folder, '.css').flatMap((file) =>
        selectors(readFileSync(join(root, file), 'utf8'))
          .filter((rule) => nativeControl.test(rule.selector))
          .map((rule) => `${file}:${rule.line}: ${rule.selector}`),
      ),
    )
    expect(offending, 'style it in src/components/ui/ (a kit class or variant) instead').toEqual([])
  })

  it('no stylesheet but the tokens names a colour of its own', () => {
    const sheets = ['src', 'studio/src'].flatMap((folder) => filesUnder(folder, '.css')).filter((file) => relative(root, join(root, file)) !== tokens)
    const offending = sheets.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((text, index) => (/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [])),
    )
    expect(offending, `use a token of ${tokens} (var(--color-…))`).toEqual([])
  })

  it('the lint rule refuses a native control in a screen and lets the kit render one', async () => {
    const eslint = new ESLint({ cwd: root })
    const lint = async (filePath: string) => {
      const code = 'export const Probe = () => <button type="button">Go</button>\n'
      const [result] = await eslint.lintText(code, { filePath: join(root, filePath) })
      return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message)
    }
    expect(await lint('src/features/store/kit-probe.tsx')).toEqual([expect.stringContaining('Use the kit’s control')])
    expect(await lint('src/components/ui/kit-probe.tsx')).toEqual([])
  })
})
