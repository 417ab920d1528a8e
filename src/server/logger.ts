/**
 * Where the server writes what an operator should see. Injected everywhere
 * instead of calling `console` directly, so tests can collect and assert what
 * was logged (the test setup fails on any unexpected console.error).
 */
export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string, cause?: unknown): void
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, cause) => (cause === undefined ? console.error(message) : console.error(message, cause)),
}

/** A logger that keeps every line, for tests. */
export function memoryLogger(): Logger & { readonly lines: { level: string; message: string; cause?: unknown }[] } {
  const lines: { level: string; message: string; cause?: unknown }[] = []
  return {
    lines,
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message, cause) => lines.push({ level: 'error', message, cause }),
  }
}
