import type { HtmlTagDescriptor, Plugin } from 'vite'
import { emitBootPreloadUrl } from './emit-boot-preload.ts'
import { loadPolicySources } from './load.ts'
import { hasErrors, runPipeline } from './pipeline.ts'
import { renderDiagnostic } from './render.ts'

export interface BootPreloadOptions {
  /**
   * The `credentials` of the fetch the tRPC client makes. Chromium reuses a
   * preload only when its CORS mode and credentials mode match the fetch:
   * `same-origin` (the fetch default, which httpBatchLink keeps unless given a
   * custom fetch) needs crossorigin="anonymous"; `include` needs
   * crossorigin="use-credentials". Any other pairing, or no crossorigin at all,
   * downloads the batch twice.
   */
  readonly credentials: 'same-origin' | 'include'
  /** The httpBatchLink url; '/trpc' as in src/app/api/trpc-client.ts. */
  readonly url?: string
  /** False when feature flags come from analytics, so featureFlags.get is not in the boot batch. */
  readonly flagsFromServer?: boolean
}

/**
 * Puts `<link rel="preload" as="fetch">` for the exact boot batch URL at the
 * top of <head>, so the one boot request starts while the main script is still
 * downloading. The URL is compiled from policy/*.yaml at build time (the
 * permission list is part of it), so it always matches what the client sends.
 */
export function bootPreloadPlugin(options: BootPreloadOptions): Plugin {
  let root = process.cwd()
  let href: string | undefined
  return {
    name: 'adoptions:boot-preload',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'pre',
      handler(): HtmlTagDescriptor[] {
        href ??= compileHref(root, options)
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: options.credentials === 'include' ? 'use-credentials' : 'anonymous', href },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}

function compileHref(root: string, options: BootPreloadOptions): string {
  const result = runPipeline(loadPolicySources(root))
  if (!result.policy || hasErrors(result.diagnostics)) {
    // The build cannot know the boot URL of a policy that does not compile; say why, as `policy check` would.
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map(renderDiagnostic)
    throw new Error(`boot preload: the policy does not compile, so the boot request URL is unknown:\n${errors.join('\n')}`)
  }
  return emitBootPreloadUrl(result.policy, {
    ...(options.url !== undefined ? { url: options.url } : {}),
    ...(options.flagsFromServer !== undefined ? { flagsFromServer: options.flagsFromServer } : {}),
  })
}
