import { expect, test } from '@playwright/test'
import { appOrigin, authOrigin } from './support/env.ts'
import { expectationsFor } from './support/expectations.ts'
import { mainNav } from './support/main-menu.ts'
import { PageRecorder } from './support/page-recorder.ts'
import { activePersonas, disabledPersonas, personaByKey } from './support/personas.ts'
import { loginUrl, signIn, submitSignIn } from './support/sign-in.ts'

// The whole auth round trip through the real sign-in service. Every test
// starts signed out (no saved session) and signs in itself, so signing out
// here never ends a session another test relies on.
test.use({ storageState: { cookies: [], origins: [] } })

test('an unsigned deep link goes to sign-in with that exact URL and comes back to it', async ({ page }) => {
  const persona = personaByKey('chen')
  const deepPath = '/booklist/upload/u-2041'
  const deepUrl = `${appOrigin}${deepPath}?tab=errors&sort=desc`
  const outcome = expectationsFor(persona).visits.find((visit) => visit.path === deepPath)
  expect(outcome?.outcome.result, `persona ${persona.key}, route ${deepPath}: the deep link must be a page this persona may open`).toBe('allow')

  await page.goto(deepUrl)
  await expect(page, `route ${deepPath}: an unsigned visit should go to the sign-in page`).toHaveURL(
    (url) => url.origin === authOrigin && url.pathname === '/login',
  )
  const signInUrl = new URL(page.url())
  expect(signInUrl.searchParams.get('redirect_uri'), 'redirect_uri must hold the exact URL that was opened').toBe(deepUrl)
  expect(page.url(), 'redirect_uri must be URL-encoded').toContain(`redirect_uri=${encodeURIComponent(deepUrl)}`)

  await submitSignIn(page, persona)
  await expect(page, `persona ${persona.key}: after sign-in the browser should be back at the deep link`).toHaveURL(deepUrl)
  const recorder = await PageRecorder.attach(page)
  await page.reload()
  await recorder.settle()
  await expect(page, `persona ${persona.key}, route ${deepPath}: the deep link should stay open once signed in`).toHaveURL(deepUrl)
  await expect(page.locator(mainNav)).toBeVisible()
})

for (const persona of disabledPersonas()) {
  test(`a disabled user (${persona.key}) who signs in lands on /unauthorized and stays there`, async ({ page }) => {
    await signIn(page, persona, `${appOrigin}/booklist`)
    await expect(page, `persona ${persona.key}: the app answers 403, so the browser should be at /unauthorized`).toHaveURL(
      (url) => url.origin === appOrigin && url.pathname === '/unauthorized',
    )
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator(mainNav), `persona ${persona.key}: the unauthorized page uses the unauthenticated layout (no menu)`).toHaveCount(0)

    // While unauthorized, every other path leads back to /unauthorized.
    for (const path of ['/booklist', '/', '/no-such-page']) {
      await page.goto(path)
      await expect(page, `persona ${persona.key}, route ${path}: should redirect to /unauthorized`).toHaveURL((url) => url.pathname === '/unauthorized')
    }
  })
}

test('signing out ends the session', async ({ page, browser }) => {
  const persona = activePersonas().find((candidate) => candidate.key === 'hana') ?? activePersonas()[0]
  if (!persona) throw new Error('no active persona in the test data file')
  await signIn(page, persona)
  const recorder = await PageRecorder.attach(page)
  await page.goto('/')
  await recorder.settle()
  const sessionCookies = await page.context().cookies()
  expect(sessionCookies.length, `persona ${persona.key}: signing in should set a session cookie`).toBeGreaterThan(0)
  const httpOnly = sessionCookies.filter((cookie) => cookie.httpOnly && cookie.sameSite === 'Lax')
  expect(httpOnly.length, `persona ${persona.key}: the session cookie must be HttpOnly and SameSite=Lax`).toBeGreaterThan(0)

  const signOut = page.getByRole('button', { name: /sign out|log out/i }).or(page.getByRole('link', { name: /sign out|log out/i }))
  await signOut.first().click()
  await expect(page, `persona ${persona.key}: signing out should go to the sign-in service's /logout`).toHaveURL(
    (url) => url.origin === authOrigin && url.pathname.startsWith('/logout'),
  )
  await expect(page.getByRole('link', { name: /sign in/i }), 'the signed-out page offers a link to sign in again').toBeVisible()

  // Back on the app, the user must sign in again.
  await page.goto(`${appOrigin}/`)
  await expect(page, `persona ${persona.key}: after sign-out the app should send the browser to sign-in`).toHaveURL(
    (url) => url.origin === authOrigin && url.pathname === '/login',
  )

  // The old cookie is dead on the server too, not only deleted from this browser.
  const replay = await browser.newContext({ storageState: { cookies: sessionCookies, origins: [] } })
  try {
    const replayPage = await replay.newPage()
    await replayPage.goto(`${appOrigin}/`)
    await expect(replayPage, `persona ${persona.key}: the session cookie from before sign-out must no longer sign anyone in`).toHaveURL(
      (url) => url.origin === authOrigin && url.pathname === '/login',
    )
  } finally {
    await replay.close()
  }
})

test('the sign-in page returns to the app address it was given', async ({ page }) => {
  const persona = personaByKey('amara')
  await page.goto(loginUrl(`${appOrigin}/search/request?from=e2e`))
  await submitSignIn(page, persona)
  await expect(page, `persona ${persona.key}: sign-in should return to redirect_uri`).toHaveURL(`${appOrigin}/search/request?from=e2e`)
})
