import { readCount, readPort } from './config-readers.ts'

/**
 * What an operator sets to run the server in production (issue 62):
 *
 *   LOG_LEVEL           fatal, error, warn, info, debug, trace or silent          default info
 *   LOG_FORMAT          json (one object per line) or pretty (for a terminal)    default json in production, else pretty
 *   METRICS_PORT        port of the Prometheus endpoint /metrics                  default none (off)
 *                       It is a port of its own, never the app's, so it is not reachable from the internet
 *                       unless the operator publishes it: keep it on the private network of the scraper.
 *   SHUTDOWN_GRACE_MS   how long a SIGTERM waits for requests under way           default 10000
 */
export interface OperationsConfig {
  readonly logLevel: LogLevel
  readonly logFormat: 'json' | 'pretty'
  /** Undefined: no metrics endpoint. */
  readonly metricsPort: number | undefined
  readonly shutdownGraceMs: number
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export function readOperations(value: (name: string) => string | undefined, production: boolean, errors: string[]): OperationsConfig {
  const level = value('LOG_LEVEL')?.toLowerCase() ?? 'info'
  if (!isLogLevel(level)) errors.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value('LOG_LEVEL')}"`)
  const format = value('LOG_FORMAT')?.toLowerCase() ?? (production ? 'json' : 'pretty')
  if (format !== 'json' && format !== 'pretty') errors.push(`LOG_FORMAT must be json or pretty, got "${value('LOG_FORMAT')}"`)
  const metrics = value('METRICS_PORT')
  return {
    logLevel: isLogLevel(level) ? level : 'info',
    logFormat: format === 'pretty' ? 'pretty' : 'json',
    metricsPort: metrics === undefined ? undefined : readPort(metrics, 0, 'METRICS_PORT', errors),
    shutdownGraceMs: readCount(value('SHUTDOWN_GRACE_MS'), 10_000, 'SHUTDOWN_GRACE_MS', errors),
  }
}

function isLogLevel(level: string): level is LogLevel {
  return (logLevels as readonly string[]).includes(level)
}
