import { mkdtempSync, cpSync, writeFileSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { HtmlTagDescriptor, ResolvedConfig } from 'vite'
import { policy } from '../../src/generated/policy.gen.ts'
import { emitBootPreloadUrl } from './emit-boot-preload.ts'
import { bootPreloadPlugin, type BootPreloadOptions } from './vite-boot-preload-plugin.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

/** Runs the plugin's hooks the way Vite does and returns the tags it injects. */
function tagsFor(root: string, options: BootPreloadOptions): HtmlTagDescriptor[] {
  const plugin = bootPreloadPlugin(options)
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
  configResolved({ root } as ResolvedConfig)
  const transform = plugin.transformIndexHtml as { handler: () => HtmlTagDescriptor[] }
  return transform.handler()
}

describe('bootPreloadPlugin', () => {
  it('preloads the boot batch URL of the shipped policy, first in <head>, anonymous for same-origin credentials', () => {
    expect(tagsFor(repoRoot, { credentials: 'same-origin' })).toEqual([
      { tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: emitBootPreloadUrl(policy) }, injectTo: 'head-prepend' },
    ])
  })

  it('uses crossorigin="use-credentials" when the client fetches with credentials: include', () => {
    const [tag] = tagsFor(repoRoot, { credentials: 'include', flagsFromServer: false })
    expect(tag?.attrs).toMatchObject({ crossorigin: 'use-credentials', href: emitBootPreloadUrl(policy, { flagsFromServer: false }) })
  })

  it('fails the build with the located diagnostics when the policy does not compile', () => {
    const root = mkdtempSync(join(tmpdir(), 'boot-preload-'))
    cpSync(join(repoRoot, 'policy'), join(root, 'policy'), { recursive: true })
    const menu = join(root, 'policy/menu.yaml')
    writeFileSync(menu, readFileSync(menu, 'utf8').replace('permission: booklist:bulkUpload', 'permission: booklist:bulkUpIoad'))
    expect(() => tagsFor(root, { credentials: 'same-origin' })).toThrow(/policy\/menu\.yaml:\d+:\d+ error\[unknown-permission\] "booklist:bulkUpIoad"/)
  })
})
