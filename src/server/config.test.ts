import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { defaultLimits } from './limits.ts'

describe('loadConfig', () => {
  it('runs the demo on one machine with no variables set', () => {
    expect(loadConfig({})).toEqual({
      ok: true,
      config: {
        port: 3000,
        appOrigin: 'http://localhost:3000',
        authPort: 3001,
        authHost: 'http://localhost:3001',
        databasePath: '.data/adoptions.sqlite',
        databaseUrl: undefined,
        dataFile: undefined,
        redirectAllowList: ['http://localhost:3000', 'http://localhost:5173'],
        sessionCookieDomain: undefined,
        cspConnectSrc: [],
        posthogKey: undefined,
        posthogHost: 'https://eu.i.posthog.com',
        sentryDsn: undefined,
        smtpUrl: undefined,
        mailFrom: 'Adoptions <no-reply@localhost>',
        mailOutboxDir: '.data/outbox',
        production: false,
        limits: defaultLimits,
        decisionLog: { sampleRate: 1, retentionDays: 30, retentionRows: 1_000_000 },
        operations: { logLevel: 'info', logFormat: 'pretty', metricsPort: undefined, shutdownGraceMs: 10_000 },
      },
    })
  })

  it('derives the default origins from the ports', () => {
    const result = loadConfig({ PORT: '8080', AUTH_PORT: '8081', NODE_ENV: 'production' })
    expect(result.ok && [result.config.appOrigin, result.config.authHost, result.config.redirectAllowList]).toEqual([
      'http://localhost:8080',
      'http://localhost:8081',
      ['http://localhost:8080'],
    ])
  })

  it('reads every variable', () => {
    const result = loadConfig({
      PORT: '4000',
      APP_ORIGIN: 'https://adoptions.example.edu/',
      AUTH_PORT: '4001',
      AUTH_HOST: 'https://login.example.edu',
      DATABASE_PATH: '/var/lib/adoptions/db.sqlite',
      DATABASE_URL: 'postgres://app:secret@db.example.edu:5432/adoptions',
      ADOPTIONS_DATA: 'data/institutions.yaml',
      AUTH_REDIRECT_ALLOWLIST: 'https://adoptions.example.edu, http://localhost:5173',
      SESSION_COOKIE_DOMAIN: 'example.edu',
      CSP_CONNECT_SRC: 'https://cdn.example.edu',
      POSTHOG_KEY: 'phc_123',
      POSTHOG_HOST: 'https://us.i.posthog.com',
      SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42',
      SMTP_URL: 'smtps://mailer:secret@mail.example.edu:465',
      MAIL_FROM: 'Library <library@example.edu>',
      LOG_LEVEL: 'WARN',
      METRICS_PORT: '9464',
      SHUTDOWN_GRACE_MS: '30000',
      NODE_ENV: 'production',
    })
    expect(result).toEqual({
      ok: true,
      config: {
        port: 4000,
        appOrigin: 'https://adoptions.example.edu',
        authPort: 4001,
        authHost: 'https://login.example.edu',
        databasePath: '/var/lib/adoptions/db.sqlite',
        databaseUrl: 'postgres://app:secret@db.example.edu:5432/adoptions',
        dataFile: 'data/institutions.yaml',
        redirectAllowList: ['https://adoptions.example.edu', 'http://localhost:5173'],
        sessionCookieDomain: 'example.edu',
        cspConnectSrc: ['https://cdn.example.edu'],
        posthogKey: 'phc_123',
        posthogHost: 'https://us.i.posthog.com',
        sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
        smtpUrl: 'smtps://mailer:secret@mail.example.edu:465',
        mailFrom: 'Library <library@example.edu>',
        mailOutboxDir: '/var/lib/adoptions/outbox',
        production: true,
        limits: defaultLimits,
        decisionLog: { sampleRate: 1, retentionDays: 30, retentionRows: 1_000_000 },
        operations: { logLevel: 'warn', logFormat: 'json', metricsPort: 9464, shutdownGraceMs: 30_000 },
      },
    })
  })

  it('refuses an unknown log level or format, a bad metrics port and a grace of no time, naming each', () => {
    const result = loadConfig({ LOG_LEVEL: 'loud', LOG_FORMAT: 'xml', METRICS_PORT: 'ninety', SHUTDOWN_GRACE_MS: '0' })
    expect(result.ok ? [] : result.errors).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      'LOG_FORMAT must be json or pretty, got "xml"',
      'METRICS_PORT must be a port number from 0 to 65535, got "ninety"',
      'SHUTDOWN_GRACE_MS must be a whole number above 0, got "0"',
    ])
  })

  it('lets sign-in return to the Vite dev server outside production only', () => {
    const dev = loadConfig({ NODE_ENV: 'development' })
    const production = loadConfig({ NODE_ENV: 'production' })
    expect(dev.ok && dev.config.redirectAllowList).toEqual(['http://localhost:3000', 'http://localhost:5173'])
    expect(production.ok && production.config.redirectAllowList).toEqual(['http://localhost:3000'])
  })

  it('refuses a mail server URL of another scheme without showing its password, and a From of two lines', () => {
    const result = loadConfig({ SMTP_URL: 'http://mailer:secret@mail.example.edu', MAIL_FROM: 'A <a@example.edu>\nBcc: b@example.edu' })
    expect(result.ok).toBe(false)
    const errors = result.ok ? [] : result.errors
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/)
    expect(errors[0]).toContain('http://mailer:***@mail.example.edu')
    expect(errors.join('\n')).not.toContain('secret')
    expect(errors[1]).toMatch(/^MAIL_FROM must be an address/)
  })

  it('starts the clock at ADOPTIONS_NOW (a day or an instant with its zone), and refuses it in production or unreadable', () => {
    expect(loadConfig({ ADOPTIONS_NOW: '2027-01-04' })).toMatchObject({ ok: true, config: { clockStart: Date.parse('2027-01-04T00:00:00Z') } })
    expect(loadConfig({ ADOPTIONS_NOW: '2027-01-04T09:30:00-05:00' })).toMatchObject({ ok: true, config: { clockStart: Date.parse('2027-01-04T14:30:00Z') } })
    const production = loadConfig({ ADOPTIONS_NOW: '2027-01-04', NODE_ENV: 'production' })
    expect(production.ok ? [] : production.errors).toEqual(['ADOPTIONS_NOW sets the clock for the demo and tests; it is refused when NODE_ENV is production'])
    for (const bad of ['2027-01-04T09:00', 'next monday', '2027-02-30T00:00:00Z']) {
      const result = loadConfig({ ADOPTIONS_NOW: bad })
      expect(result.ok ? [] : result.errors).toEqual([expect.stringMatching(/^ADOPTIONS_NOW must be a day such as 2027-01-04/)])
    }
  })

  it('reads the decision log sample and retention, and refuses a share outside 0..1 or a count below 1', () => {
    expect(loadConfig({ DECISION_LOG_SAMPLE: '0.25', DECISION_LOG_DAYS: '7', DECISION_LOG_ROWS: '5000' })).toMatchObject({
      ok: true,
      config: { decisionLog: { sampleRate: 0.25, retentionDays: 7, retentionRows: 5000 } },
    })
    for (const [sample, rate] of [
      ['0', 0],
      ['1', 1],
      ['1.0', 1],
      ['.5', 0.5],
    ] as const) {
      expect(loadConfig({ DECISION_LOG_SAMPLE: sample })).toMatchObject({ ok: true, config: { decisionLog: { sampleRate: rate } } })
    }
    expect(loadConfig({ DECISION_LOG_SAMPLE: '1.5', DECISION_LOG_DAYS: '0', DECISION_LOG_ROWS: 'many' })).toEqual({
      ok: false,
      errors: [
        'DECISION_LOG_SAMPLE must be a number from 0 to 1, such as 0.1, got "1.5"',
        'DECISION_LOG_DAYS must be a whole number above 0, got "0"',
        'DECISION_LOG_ROWS must be a whole number above 0, got "many"',
      ],
    })
    for (const bad of ['-0.1', 'half', '1e-1']) {
      const result = loadConfig({ DECISION_LOG_SAMPLE: bad })
      expect(result.ok ? [] : result.errors).toEqual([`DECISION_LOG_SAMPLE must be a number from 0 to 1, such as 0.1, got "${bad}"`])
    }
  })

  it('treats empty variables as unset', () => {
    const result = loadConfig({ PORT: '', ADOPTIONS_DATA: '  ', AUTH_REDIRECT_ALLOWLIST: '', NODE_ENV: 'production' })
    expect(result.ok && [result.config.port, result.config.dataFile, result.config.redirectAllowList]).toEqual([3000, undefined, ['http://localhost:3000']])
  })

  it('reports every bad value at once, by variable name', () => {
    expect(
      loadConfig({
        PORT: 'eighty',
        AUTH_PORT: '70000',
        APP_ORIGIN: 'localhost:3000',
        AUTH_HOST: 'http://login.example.edu/path',
        AUTH_REDIRECT_ALLOWLIST: 'javascript:alert(1)',
        SESSION_COOKIE_DOMAIN: 'bad domain;',
        POSTHOG_HOST: 'posthog',
        SENTRY_DSN: 'not-a-dsn',
        DATABASE_URL: 'mysql://app:secret@db.example.edu/adoptions',
      }),
    ).toEqual({
      ok: false,
      errors: [
        'PORT must be a port number from 0 to 65535, got "eighty"',
        'AUTH_PORT must be a port number from 0 to 65535, got "70000"',
        'APP_ORIGIN must be an origin (http or https, no path), got "localhost:3000"',
        'AUTH_HOST must be an origin (http or https, no path), got "http://login.example.edu/path"',
        'AUTH_REDIRECT_ALLOWLIST must be an origin (http or https, no path), got "javascript:alert(1)"',
        'POSTHOG_HOST must be an origin (http or https, no path), got "posthog"',
        'SENTRY_DSN must look like https://key@o1.ingest.sentry.io/123, got "not-a-dsn"',
        'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@localhost:5432/adoptions, got "mysql://app:***@db.example.edu/adoptions"',
        'SESSION_COOKIE_DOMAIN must be a host name such as example.edu, got "bad domain;"',
      ],
    })
  })
})
