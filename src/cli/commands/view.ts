/**
 * `cortex view`: the memory as one self-contained web page (sessions, memories, decision
 * chains, the plan, warnings, charts), written to a file; `--serve` serves it on 127.0.0.1
 * with a token, so memories can be forgotten, pinned, reworded and replaced from the page.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CortexError, UsageError } from '../../errors.js';
import {
  DEFAULT_EXPLORER_LIMIT,
  explorerLauncherPath,
  explorerPagePath,
  readExplorerScript,
  writeExplorerPage,
  readExplorer,
} from '../../memory/explore.js';
import { openProject } from '../../memory/open.js';
import { renderExplorerPage } from '../../view/page.js';
import { optionCount, optionString, type CommandDefinition, type ParsedInput } from '../command.js';
import type { Context } from '../context.js';

/**
 * Opens a file URL in the desktop's browser; says so when it cannot. Never through a shell
 * (on Windows, `cmd /c start` would read `&` in a path as a command).
 */
function openInBrowser(target: string, ctx: Context): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [target]]
      : process.platform === 'win32'
        ? ['rundll32', ['url.dll,FileProtocolHandler', target]]
        : ['xdg-open', [target]];
  try {
    const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () =>
      ctx.stderr.write(`could not start ${command}: open ${target} in a browser\n`),
    );
    child.unref();
  } catch {
    ctx.stderr.write(`could not start ${command}: open ${target} in a browser\n`);
  }
}

async function serve(input: ParsedInput, ctx: Context, limit: number): Promise<number> {
  const project = openProject(ctx.cwd, 'view', ctx.env);
  const port = optionCount(input.options.port, 'port') ?? 0;
  if (port > 65535) throw new UsageError(`view: --port ${port} is not a port`);
  const { startExplorerServer } = await import('../../view/server.js');
  const server = await startExplorerServer({
    project,
    caller: ctx,
    env: ctx.env,
    port,
    token: randomBytes(24).toString('base64url'),
    script: readExplorerScript(),
    limit,
    log: (message) => ctx.stderr.write(`warning: ${message}\n`),
  }).catch((error: NodeJS.ErrnoException) => {
    throw new CortexError(
      'VIEW_PORT',
      `could not listen on 127.0.0.1:${port} (${error.code ?? error.message})`,
      { hint: 'give another --port, or leave it out for a free one' },
    );
  });
  ctx.stdout.write(
    `Serving the memory explorer at ${server.url}\n(127.0.0.1 only; the address carries this run's token. Ctrl-C stops it.)\n`,
  );
  // The address holds the token: on a command line (the opener's, then the browser's) every
  // local user could read it, so the browser is handed a file only this user can read instead.
  const launcher = explorerLauncherPath(project);
  if (input.options.open === true) {
    const temporary = `${launcher}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    // 'wx': a file (or a planted link) at the temporary name is never written through.
    writeFileSync(
      temporary,
      `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${server.url}"><title>cortex view</title>\n`,
      { mode: 0o600, flag: 'wx' },
    );
    renameSync(temporary, launcher);
    openInBrowser(pathToFileURL(launcher).href, ctx);
  }
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  rmSync(launcher, { force: true });
  await server.close();
  ctx.stderr.write('stopped\n');
  return 0;
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const limit = optionCount(input.options.limit, 'limit') ?? DEFAULT_EXPLORER_LIMIT;
  if (input.options.serve === true) {
    if (input.options.output !== undefined)
      throw new UsageError(
        'view: --serve serves the page; --output writes it to a file (choose one)',
      );
    return serve(input, ctx, limit);
  }
  if (input.options.port !== undefined) throw new UsageError('view: --port goes with --serve');
  const project = openProject(ctx.cwd, 'view', ctx.env);
  const output = optionString(input.options.output);
  const path = output !== undefined ? resolve(ctx.cwd, output) : explorerPagePath(project);
  const data = readExplorer(project, ctx.now(), { limit });
  const page = renderExplorerPage(data, { script: readExplorerScript() });
  // Replaced, never written through: a link planted at the path (a committed one, say) is not followed.
  writeExplorerPage(path, page);
  ctx.stdout.write(`${path}\n`);
  if (data.counts.leftOut > 0)
    ctx.stderr.write(
      `note: the page holds the newest ${data.counts.shown} of ${data.counts.memories} memories (--limit holds more)\n`,
    );
  if (input.options.open === true) openInBrowser(pathToFileURL(path).href, ctx);
  return 0;
}

export const command: CommandDefinition = {
  name: 'view',
  summary: 'browse the memory in a web browser',
  usage: ['view [--open] [--output <file>]', 'view --serve [--port <n>] [--open]'],
  description:
    'Write the memory as one self-contained web page (no network needed): sessions and their outcomes,\n' +
    'memories by type with search and filters, decisions with what they replaced, the plan, warnings\n' +
    'and charts, each item with who wrote it. It goes to .cortex/local/view.html (never committed)\n' +
    'unless --output says where; the path is printed. --serve serves it on 127.0.0.1 instead, with a\n' +
    'token in the address, so memories can be forgotten, pinned, reworded or replaced from the page\n' +
    '(recorded as cortex forget, pin, edit and supersede record them), and search ranks as cortex\n' +
    'search does; the server runs until Ctrl-C.',
  options: {
    open: { type: 'boolean', description: 'open the page in the default browser' },
    output: {
      type: 'string',
      short: 'o',
      value: '<file>',
      description: 'write the page here (default .cortex/local/view.html)',
    },
    serve: {
      type: 'boolean',
      description: 'serve the page on 127.0.0.1, with corrections, until Ctrl-C',
    },
    port: {
      type: 'string',
      value: '<n>',
      description: 'with --serve: the port (default: a free one)',
    },
    limit: {
      type: 'string',
      value: '<n>',
      description: `hold at most the newest n memories (default ${DEFAULT_EXPLORER_LIMIT})`,
    },
  },
  positionals: { min: 0, max: 0 },
  examples: ['cortex view --open', 'cortex view --serve'],
  run: (input, ctx) => run(input, ctx),
};
