import { resolve } from 'node:path'

/** `--root DIR` lets the semantic commands read another checkout's policy/ (tests use temp dirs). */
export const rootOption = { root: { type: 'string' } } as const

export function chooseRoot(root: string | undefined, fallback: string): string {
  return root === undefined ? fallback : resolve(root)
}
