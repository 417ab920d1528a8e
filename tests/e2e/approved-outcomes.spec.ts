import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { repoRoot } from './support/env.ts'
import { expectationsFor } from './support/expectations.ts'
import { expectedMenu, formatMenu } from './support/main-menu.ts'
import { describeOutcome } from './support/policy-eval.ts'
import { activePersonas } from './support/personas.ts'

// The browser tests prove the browser shows what the policy answers. This
// file pins those answers: each persona's landing, menu and path outcomes as
// reviewed and approved (tests/e2e/fixtures/approved/<persona>.yaml). A policy
// edit that changes what a browser persona sees fails here, naming the persona
// and the route, until someone approves the change on purpose with
//   npx playwright test approved-outcomes --update-snapshots
// and commits the rewritten files alongside the policy change.

interface Approved {
  landing: string
  menu: string[]
  paths: Record<string, string>
}

const approvedDir = resolve(repoRoot, 'tests/e2e/fixtures/approved')

for (const persona of activePersonas()) {
  test(`persona ${persona.key}: the policy's answers are the approved ones`, async ({}, testInfo) => {
    const expected = expectationsFor(persona)
    const actual: Approved = {
      landing: expected.landing,
      menu: formatMenu(expectedMenu(expected.menu)).split('\n'),
      paths: Object.fromEntries(expected.visits.map((visit) => [visit.path, describeOutcome(visit.outcome)])),
    }
    const file = resolve(approvedDir, `${persona.key}.yaml`)
    const update = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed'
    if (update || !existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(
        file,
        `# Approved browser outcomes of persona ${persona.key} (${persona.email}). ${persona.note}\n` +
          `# Rewritten by: npx playwright test approved-outcomes --update-snapshots\n${stringify(actual)}`,
      )
      expect(update, `persona ${persona.key}: ${relative(repoRoot, file)} did not exist; it was written from the current policy: review and commit it`).toBe(
        true,
      )
      return
    }
    const approved = parse(readFileSync(file, 'utf8')) as Approved
    const drift: string[] = []
    if (approved.landing !== actual.landing) drift.push(`persona ${persona.key}, landing: approved ${approved.landing}, the policy now says ${actual.landing}`)
    for (const line of approved.menu.filter((entry) => !actual.menu.includes(entry))) drift.push(`persona ${persona.key}, menu: lost "${line.trim()}"`)
    for (const line of actual.menu.filter((entry) => !approved.menu.includes(entry))) drift.push(`persona ${persona.key}, menu: gained "${line.trim()}"`)
    if (approved.menu.join('\n') !== actual.menu.join('\n') && drift.every((entry) => !entry.includes(', menu:'))) {
      drift.push(`persona ${persona.key}, menu: same items in a different order:\n${actual.menu.join('\n')}`)
    }
    for (const path of new Set([...Object.keys(approved.paths), ...Object.keys(actual.paths)])) {
      const before = approved.paths[path] ?? '(not visited)'
      const now = actual.paths[path] ?? '(not visited)'
      if (before !== now) drift.push(`persona ${persona.key}, route ${path}: approved "${before}", the policy now says "${now}"`)
    }
    expect(
      drift,
      `persona ${persona.key}: what this persona sees changed (${relative(repoRoot, file)}). If ` +
        `intended, approve it with \`npx playwright test approved-outcomes --update-snapshots\`.`,
    ).toEqual([])
  })
}
