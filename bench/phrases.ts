/**
 * The words and phrase shapes the realistic generator writes with: our own, written for the
 * benchmark (no text of the fixtures is copied). The generator fills the slots with words
 * drawn from a vocabulary that grows with the log, so these only give texts their shape.
 *
 * Slots: {verb} an imperative verb, {noun} a common word, {ident} an identifier, {path} a
 * file path, {dir} a folder, {cmd} a shell command, {n} a small number.
 */

/** Common words of a codebase's talk, most frequent first (the head of the vocabulary). */
export const BASE_WORDS = (
  'test file error config session branch cache index build run check update add fix remove handler type ' +
  'function value state request response event log path server client data hook command output input ' +
  'option flag default module package import export parse read write commit merge store query search ' +
  'result status message timeout retry lock queue worker token user auth route endpoint schema field ' +
  'record table column migration database connection pool stream buffer chunk batch limit offset page ' +
  'cursor snapshot fixture mock stub assert expect case suite coverage lint format version release tag ' +
  'deploy container image volume network port host proxy header body cookie payload signature key secret ' +
  'encode decode serialize validate normalize transform filter sort group reduce map list set array object ' +
  'string number boolean null undefined promise async await callback listener emitter channel signal ' +
  'process thread memory heap stack trace frame debug warn info level metric counter gauge histogram ' +
  'label annotation comment docs readme changelog script task job schedule cron interval delay backoff ' +
  'attempt failure success panic recover cleanup teardown setup init bootstrap main entry exit code ' +
  'agent checkpoint transcript prompt summary condense attribution strategy rewind resume shadow ' +
  'kernel tensor matrix vector shape stride dtype device gpu cuda launch grid block warp shared ' +
  'component render prop hook context provider reducer dispatch effect layout style theme modal form'
).split(' ');

export const VERBS = (
  'add fix update remove rename move extract inline refactor simplify guard handle check verify test ' +
  'cover document wire register expose hide cache invalidate retry debounce batch stream parse serialize ' +
  'validate normalize migrate split merge replace restore reset clean build install configure profile'
).split(' ');

/** Folders of a project's tree; the generator adds coined ones below these. */
export const ROOTS = [
  'src',
  'cmd',
  'internal',
  'pkg',
  'lib',
  'tests',
  'test',
  'docs',
  'scripts',
  'app',
  'components',
];
export const EXTENSIONS = [
  '.ts',
  '.go',
  '.py',
  '.c',
  '.md',
  '.tsx',
  '.json',
  '.sh',
  '.rs',
  '.yaml',
];

/** Command shapes: {path}, {dir}, {ident}, {noun}. */
export const COMMANDS = [
  'npm test -- {path}',
  'npm run build',
  'npx vitest run {path}',
  'go test ./{dir}/... -run {ident}',
  'go build ./...',
  'go vet ./{dir}/...',
  'pytest {path} -k {ident}',
  'make {noun}',
  'git diff {path}',
  'git log --oneline -5 -- {path}',
  'grep -rn "{ident}" {dir}',
  'cat {path} | head -50',
  'node dist/{noun}.js --{noun}',
  'cargo test {ident}',
  'golangci-lint run ./{dir}/...',
  'python3 -c "import {noun}; print({noun}.{ident})"',
];

export const COMMAND_PURPOSES = [
  '{verb} the {noun} {noun}',
  'Run the {noun} tests',
  'Check {ident} after the change',
  'Show the {noun} {noun} of {path}',
  '{verb} {ident} in {dir}',
];

export const EXPLORE = [
  'Read {path}',
  'Read {path}',
  'Read {path}',
  'Searched for `{ident}` in {dir}',
  'Searched for `{ident}.*{noun}` in {dir} (*{ext})',
  'Listed {dir}/**/*{ext}',
];

export const EDIT = [
  'Edited {path}',
  'Edited {path}',
  'Edited {path}',
  'Wrote {path}',
  'Edited {path} and {path}',
];

export const STEPS = [
  '{verb} {ident} in {path}',
  '{verb} the {noun} {noun} for {ident}',
  '{verb} tests for {ident}',
  'Run tests and lint',
  '{verb} {noun} handling in {dir}',
];

export const FIXES = [
  '`{cmd}` failed (exit code 1); it passed after changes to {path}.',
  '`{cmd}` failed; it passed as `{cmd}`.',
  '{ident} returned a nil {noun} when the {noun} was empty: the cause was {ident} reading the {noun} before {ident}; fixed by {verb}ing the {noun} first in {path}.',
];

export const DECISIONS = [
  'Use {ident} for the {noun} {noun} instead of {ident}, because {reason}',
  'Keep {ident} in {path} rather than {verb}ing it into {dir}',
  'Go with {ident} since {reason}',
  '{verb} {ident} before {ident} so that {reason}',
];

export const REJECTIONS = [
  'The user rejected an edit to {path}: {reason}',
  'The user rejected running `{cmd}`',
  "{ident} won't work because {reason}",
];

export const REASONS = [
  'the {noun} is shared by every {noun}',
  '{ident} already handles the {noun} case',
  'it keeps the {noun} {noun} in one place',
  'the {noun} {noun} times out under load',
  'tests of {ident} rely on it',
];
