import { test as base } from '@playwright/test'
import { startStudio, type RunningStudio } from './studio-process.ts'

/** Playwright's test with a `studio` fixture: a studio of its own on a fresh copy of the policy, stopped after the test. */
export const test = base.extend<{ studio: RunningStudio }>({
  // `provide` is Playwright's `use` callback, renamed so the React hooks lint rule does not mistake it for a hook.
  studio: async ({}, provide) => {
    const studio = await startStudio()
    await provide(studio)
    await studio.stop()
  },
})

export { expect } from '@playwright/test'
