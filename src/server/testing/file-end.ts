/**
 * Work a test file must finish before it ends, registered by helpers that
 * leave work running between tests (test-databases.ts); tests/setup/file-end.ts
 * runs it in each file's afterAll. Kept free of imports so that files that
 * never register anything load nothing more.
 */
const finishers = new Set<() => Promise<void>>()

export function finishBeforeFileEnds(finish: () => Promise<void>): void {
  finishers.add(finish)
}

export async function finishFile(): Promise<void> {
  for (const finish of finishers) await finish()
}
