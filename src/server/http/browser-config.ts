import { createHash } from 'node:crypto'
import { escapeHtml } from '../pages/html.ts'
import type { ServerConfig } from '../config.ts'
import type { Limits } from '../limits.ts'

export type BrowserConfigSource = Pick<ServerConfig, 'authHost' | 'posthogKey' | 'posthogHost' | 'sentryDsn' | 'cspConnectSrc'> & {
  /** The server's batch limit, so the browser's batch link never sends a bigger batch; without it the browser keeps its default. */
  readonly limits?: Pick<Limits, 'batchCalls'>
}

/**
 * The run-time settings the browser app reads from `<meta name="adoptions-config">`
 * (src/app/config/app-config.ts), so one build runs against any sign-in host.
 */
export function browserConfig(config: BrowserConfigSource): Record<string, string> {
  return {
    authHost: config.authHost,
    ...(config.posthogKey ? { posthogKey: config.posthogKey, posthogHost: config.posthogHost } : {}),
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
    ...(config.limits ? { maxBatchCalls: String(config.limits.batchCalls) } : {}),
  }
}

/** Origins the SPA may call besides its own: analytics and error reporting when configured, and CSP_CONNECT_SRC. */
export function connectSources(config: BrowserConfigSource): string[] {
  const sources = [...config.cspConnectSrc]
  if (config.posthogKey) sources.push(config.posthogHost)
  if (config.sentryDsn && URL.canParse(config.sentryDsn)) sources.push(new URL(config.sentryDsn).origin)
  return [...new Set(sources)]
}

export interface HtmlTransform {
  readonly apply: (html: string) => string
  /** Changes whenever `apply` would give other output, so ETags change with it. */
  readonly version: string
}

/** Puts the config tag first in <head>, ahead of any tag the build may hold. */
export function injectBrowserConfig(values: Record<string, string>): HtmlTransform {
  const json = JSON.stringify(values)
  const tag = `<meta name="adoptions-config" content="${escapeHtml(json)}">`
  return {
    apply: (html) => (/<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${tag}`) : `${tag}\n${html}`),
    version: createHash('sha256').update(json).digest('hex').slice(0, 8),
  }
}
