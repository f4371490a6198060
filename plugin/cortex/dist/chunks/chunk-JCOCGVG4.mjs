import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/errors.ts
var CortexError = class extends Error {
  code;
  hint;
  /** 1: an expected failure; 2: the command was used wrongly. */
  exitCode;
  constructor(code, message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? 1;
  }
};
var UsageError = class extends CortexError {
  constructor(message, hint) {
    super("USAGE", message, { hint, exitCode: 2 });
  }
};
var ValidationError = class extends CortexError {
  field;
  problem;
  constructor(field, problem) {
    super("INVALID_EVENT", field === "" ? problem : `${field}: ${problem}`);
    this.field = field;
    this.problem = problem;
  }
};
var UpgradeRequiredError = class extends CortexError {
  version;
  constructor(version, supported) {
    super(
      "UPGRADE_REQUIRED",
      `event format v${version} is newer than this cortex understands (v${supported})`,
      {
        hint: "upgrade cortex (npm install -g cortex-memory@latest) to read it"
      }
    );
    this.version = version;
  }
};
var LockTimeoutError = class extends CortexError {
  constructor(path, waitedMs) {
    super("LOCK_TIMEOUT", `could not take the lock ${path} within ${waitedMs} ms`, {
      hint: "another cortex process is writing; if none is running, delete the lock file"
    });
  }
};

export {
  CortexError,
  UsageError,
  ValidationError,
  UpgradeRequiredError,
  LockTimeoutError
};
