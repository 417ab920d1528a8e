import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { defaultLimits, describeBytes, readLimits } from './limits.ts'

describe('limits', () => {
  it('keeps the documented defaults when nothing is set', () => {
    const errors: string[] = []
    expect(readLimits({}, errors)).toEqual(defaultLimits)
    expect(errors).toEqual([])
    expect(defaultLimits).toMatchObject({
      bodyBytes: 1024 * 1024,
      uploadBodyBytes: 8 * 1024 * 1024,
      batchCalls: 50,
      writesPerWindow: 30,
      writeWindowMs: 10_000,
    })
  })

  it('reads every variable', () => {
    const result = loadConfig({
      LIMIT_BODY_BYTES: '2048',
      LIMIT_UPLOAD_BODY_BYTES: '4096',
      LIMIT_SIGN_IN_BODY_BYTES: '512',
      LIMIT_BATCH_CALLS: '5',
      LIMIT_WRITES: '3',
      LIMIT_WRITE_WINDOW_MS: '1000',
      HTTP_HEADERS_TIMEOUT_MS: '200',
      HTTP_REQUEST_TIMEOUT_MS: '400',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '100',
      DB_STATEMENT_TIMEOUT_MS: '50',
      LIMIT_LIVE_STREAMS: '2',
      LIVE_STREAM_MAX_MS: '60000',
      MAIL_INTERVAL_MS: '1000',
    })
    expect(result.ok && result.config.limits).toEqual({
      bodyBytes: 2048,
      uploadBodyBytes: 4096,
      signInBodyBytes: 512,
      batchCalls: 5,
      writesPerWindow: 3,
      writeWindowMs: 1000,
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
      keepAliveTimeoutMs: 100,
      statementTimeoutMs: 50,
      liveStreamsPerPerson: 2,
      liveStreamMaxMs: 60000,
      mailIntervalMs: 1000,
    })
  })

  it('names each bad value and keeps the server from starting', () => {
    expect(loadConfig({ LIMIT_BODY_BYTES: '1MB', LIMIT_BATCH_CALLS: '0', HTTP_HEADERS_TIMEOUT_MS: '60000' })).toEqual({
      ok: false,
      errors: [
        'LIMIT_BODY_BYTES must be a whole number above 0, got "1MB"',
        'LIMIT_BATCH_CALLS must be a whole number above 0, got "0"',
        'HTTP_HEADERS_TIMEOUT_MS (60000) must not be above HTTP_REQUEST_TIMEOUT_MS (30000)',
      ],
    })
  })

  it('reads a size as a person would', () => {
    expect([describeBytes(1024 * 1024), describeBytes(5 * 1024 * 1024), describeBytes(16 * 1024), describeBytes(1000)]).toEqual([
      '1 MB',
      '5 MB',
      '16 KB',
      '1000 bytes',
    ])
  })
})
