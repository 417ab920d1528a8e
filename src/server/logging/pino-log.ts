import { pino, type DestinationStream, type Logger as Pino } from 'pino'
import { PinoPretty } from 'pino-pretty'
import type { Logger } from '../logger.ts'
import type { OperationsConfig } from '../operations-config.ts'

/**
 * The server's one log: pino, one JSON object per line in production (what a
 * log shipper reads), pino-pretty's readable lines in a terminal. Both write
 * synchronously, so the last lines before an exit or a crash are not lost.
 * `destination` is for tests, which read the lines back.
 */
export function createLog(options: Pick<OperationsConfig, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Pino {
  const settings = { level: options.logLevel, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }
  if (destination) return pino(settings, destination)
  if (options.logFormat === 'json') return pino(settings, pino.destination({ dest: 1, sync: true }))
  return pino(settings, PinoPretty({ sync: true, colorize: process.stdout.isTTY === true, ignore: 'pid,hostname', translateTime: 'HH:MM:ss.l' }))
}

/** The Logger every module is handed, writing to the pino log; an error's cause goes under `err`, with its stack. */
export function pinoLogger(log: Pino): Logger {
  return {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
    error: (message, cause) => (cause === undefined ? log.error(message) : log.error({ err: cause }, message)),
  }
}

/** A log that writes nothing: servers started without one (most tests) still give each request its id. */
export const silentLog: Pino = pino({ level: 'silent' })
