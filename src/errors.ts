/**
 * Typed errors. Core modules throw these; commands catch what they can explain, and
 * `cli/main.ts` turns the rest into a message and an exit code. Each error has a stable
 * `code` (for tests and scripts) and, where there is one, a `hint` telling the user what to do.
 */
export class CortexError extends Error {
  readonly code: string;
  readonly hint: string | undefined;
  /** 1: an expected failure; 2: the command was used wrongly. */
  readonly exitCode: 1 | 2;

  constructor(
    code: string,
    message: string,
    options: { hint?: string; exitCode?: 1 | 2; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? 1;
  }
}

/** Wrong arguments or options: exit code 2, like git. */
export class UsageError extends CortexError {
  constructor(message: string, hint?: string) {
    super('USAGE', message, { hint, exitCode: 2 });
  }
}

/** A value does not match the event format. `field` is a path such as `data.files[2]`. */
export class ValidationError extends CortexError {
  readonly field: string;
  readonly problem: string;

  constructor(field: string, problem: string) {
    super('INVALID_EVENT', field === '' ? problem : `${field}: ${problem}`);
    this.field = field;
    this.problem = problem;
  }
}

/** An event line written by a newer cortex than this one: refused rather than misread. */
export class UpgradeRequiredError extends CortexError {
  readonly version: number;

  constructor(version: number, supported: number) {
    super(
      'UPGRADE_REQUIRED',
      `event format v${version} is newer than this cortex understands (v${supported})`,
      {
        hint: 'upgrade cortex (npm install -g cortex-memory@latest) to read it',
      },
    );
    this.version = version;
  }
}

/** Another process held a lock for longer than we were willing to wait. */
export class LockTimeoutError extends CortexError {
  constructor(path: string, waitedMs: number) {
    super('LOCK_TIMEOUT', `could not take the lock ${path} within ${waitedMs} ms`, {
      hint: 'another cortex process is writing; if none is running, delete the lock file',
    });
  }
}
