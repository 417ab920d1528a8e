import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerConfig } from './config.ts'
import { counterApiBanner } from './counter-api-banner.ts'
import type { InitialDataResult } from './data/initial-data.ts'
import { describeProvision } from './data/describe-provision.ts'
import type { OpenedDatabase } from './db/open-database.ts'
import { listUsers } from './db/users-repo.ts'
import { describeSmtpUrl } from './notifications/mail/mail-transport.ts'

/** What `npm start` prints once both services listen. */
export async function startupBanner(
  config: ServerConfig,
  database: Pick<OpenedDatabase, 'db' | 'dialect' | 'location'>,
  data: InitialDataResult & { ok: true },
  distDir: string,
  /** What `npm start`'s build step did (scripts/build/build-if-stale.ts); absent when the server was started on its own. */
  appBuild?: string,
): Promise<string> {
  const users = await listUsers(database.db)
  const lines = [
    '',
    `  Adoptions app:    ${config.appOrigin}/`,
    `  Sign-in service:  ${config.authHost}/login`,
    `  Database:         ${database.dialect === 'postgres' ? `PostgreSQL ${database.location}` : config.databasePath}`,
    `  Data:             ${dataSource(config, data)}`,
    `  Mail:             ${describeMailDestination(config)}`,
  ]
  if (appBuild) lines.push(`  App build:        ${appBuild}`)
  if (data.source !== 'existing') lines.push(...counterApiBanner(config.appOrigin, data.counterApi))
  if (!existsSync(join(distDir, 'index.html'))) lines.push('  Note: dist/ has no build; the app origin says so until `npm run build` has run.')
  const passwordless = users.filter((user) => !user.hasPassword).length
  if (config.production) {
    lines.push(`  ${users.length} accounts.`)
    if (passwordless > 0) lines.push(`  Warning: ${passwordless} accounts have no password and cannot sign in while NODE_ENV=production.`)
  } else {
    lines.push('', `  Accounts (${passwordless === users.length ? 'any password works' : 'accounts without a password accept any password'}):`)
    for (const user of users) {
      lines.push(
        `    ${user.email.padEnd(28)} ${(user.institutionName ?? '(no institution)').padEnd(24)} ${user.disabled ? '[disabled] ' : ''}${user.note ?? ''}`,
      )
    }
  }
  return `${lines.join('\n')}\n`
}

function dataSource(config: ServerConfig, data: InitialDataResult & { ok: true }): string {
  if (data.source === 'existing') return 'kept from the existing database'
  return `${data.source === 'demo-seed' ? 'demo seed' : (config.dataFile ?? '')}: ${describeProvision(data.provisioned)}`
}

/** "sent through smtps://mail.example.edu:465" or "written to .data/outbox/ (no SMTP_URL)": never a password. */
export function describeMailDestination(config: Pick<ServerConfig, 'smtpUrl' | 'mailOutboxDir'>): string {
  return config.smtpUrl === undefined ? `written to ${config.mailOutboxDir}/ (no SMTP_URL)` : `sent through ${describeSmtpUrl(config.smtpUrl)}`
}
