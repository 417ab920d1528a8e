import type { CompiledAnalytics } from '../../policy/model.ts'

/** The part of the posthog-js client the app uses; tests stub the library at this interface. */
export interface PosthogClient {
  init(key: string, options: Record<string, unknown>): unknown
  capture(event: string, properties?: Record<string, unknown>): unknown
  identify(id: string, properties?: Record<string, unknown>): unknown
  onFeatureFlags(callback: (flags: string[], variants: Record<string, string | boolean>, context?: { errorsLoading?: boolean }) => void): () => void
  isFeatureEnabled(key: string): boolean | undefined
  startSessionRecording(): unknown
}

export interface Analytics {
  /** Loads and initialises the library; call after the first render. */
  start(): void
  identify(user: { readonly id: string; readonly email: string }): void
  pageview(url: string): void
  /** The policy's flags as analytics answers them, once they have loaded. */
  flags(): Promise<Record<string, boolean>>
}

export interface AnalyticsOptions {
  readonly key: string
  readonly apiHost: string
  readonly settings: CompiledAnalytics
  readonly flagNames: readonly string[]
  readonly load: () => Promise<PosthogClient>
}

/**
 * Product analytics (posthog-js). Calls made before the library has loaded
 * wait for it, so nothing is lost and nothing delays the first render.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  let begin: () => void = () => {}
  const started = new Promise<void>((resolve) => (begin = resolve))
  const client = started.then(async () => {
    const posthog = await options.load()
    posthog.init(options.key, {
      api_host: options.apiHost,
      enable_heatmaps: options.settings.heatmaps,
      // Recording starts only when its flag is on (below); pageviews are sent per route change.
      disable_session_recording: true,
      capture_pageview: false,
      person_profiles: 'identified_only',
    })
    return posthog
  })
  const flags = client.then(
    (posthog) =>
      new Promise<Record<string, boolean>>((resolve, reject) => {
        posthog.onFeatureFlags((_flags, _variants, context) => {
          if (context?.errorsLoading) return reject(new Error('Analytics could not load the feature flags'))
          if (posthog.isFeatureEnabled(options.settings.sessionRecordingFlag) === true) posthog.startSessionRecording()
          resolve(Object.fromEntries(options.flagNames.map((name) => [name, posthog.isFeatureEnabled(name) === true])))
        })
      }),
  )
  // A library that fails to load only costs analytics; the flags query falls back to the server.
  client.catch((error: unknown) => console.warn('Analytics did not load:', error))
  flags.catch(() => {})
  const whenReady = (run: (posthog: PosthogClient) => void) => void client.then(run, () => {})
  return {
    start: () => begin(),
    identify: (user) => whenReady((posthog) => posthog.identify(user.id, { email: user.email })),
    pageview: (url) => whenReady((posthog) => posthog.capture('$pageview', { $current_url: url })),
    flags: () => flags,
  }
}
