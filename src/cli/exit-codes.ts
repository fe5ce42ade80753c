/** The exit codes scripts and CI depend on (DESIGN section 6). Never renumber. */
export const EXIT = {
  ok: 0,
  inputErrors: 1,
  usage: 2,
  io: 3,
  unreachable: 4,
  breakingChange: 5,
  internal: 70,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Thrown by command code to stop with a given exit code after its output is printed. */
export class ExitError extends Error {
  constructor(readonly exitCode: ExitCode, message = '') {
    super(message);
  }
}
