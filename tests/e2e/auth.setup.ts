import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { test as setup } from '@playwright/test'
import { PageRecorder } from './support/page-recorder.ts'
import { activePersonas } from './support/personas.ts'
import { signIn } from './support/sign-in.ts'
import { landingRecordPath } from './support/landing-record.ts'

// One sign-in per persona through the real sign-in page; the session cookie
// is saved and every test of that persona starts from it. Where the browser
// landed right after sign-in is saved too, for the landing test.
for (const persona of activePersonas()) {
  setup(`sign in as ${persona.key}`, async ({ page }) => {
    const recorder = await PageRecorder.attach(page)
    await signIn(page, persona)
    await recorder.settle()
    const landed = new URL(page.url())
    mkdirSync(dirname(persona.storageState), { recursive: true })
    await page.context().storageState({ path: persona.storageState })
    writeFileSync(landingRecordPath(persona.key), JSON.stringify({ path: landed.pathname }))
  })
}
