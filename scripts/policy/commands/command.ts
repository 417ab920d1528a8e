export interface CommandContext {
  /** The repository root; policy/ and src/generated/ are found from here. */
  readonly root: string
}

export interface Command {
  /** Returns the exit code. */
  run(args: readonly string[], context: CommandContext): number | Promise<number>
}
