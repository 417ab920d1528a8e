import { expect, type Page } from '@playwright/test'
import { appOrigin, authOrigin } from './env.ts'
import type { Persona } from './personas.ts'

/** The sign-in service's page for a return address on the app. */
export function loginUrl(returnTo: string = `${appOrigin}/`): string {
  return `${authOrigin}/login?redirect_uri=${encodeURIComponent(returnTo)}`
}

/** Fills and submits the real sign-in form (labelled Email and Password, a Sign in button). */
export async function submitSignIn(page: Page, persona: Pick<Persona, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(persona.email)
  await page.getByLabel('Password', { exact: true }).fill(persona.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Opens the sign-in page, signs in and waits until the browser is back on the app. */
export async function signIn(page: Page, persona: Pick<Persona, 'key' | 'email' | 'password'>, returnTo?: string): Promise<void> {
  await page.goto(loginUrl(returnTo))
  await submitSignIn(page, persona)
  await expect(page, `persona ${persona.key}: signing in should return to the app`).toHaveURL((url) => url.origin === appOrigin, { timeout: 15_000 })
}
