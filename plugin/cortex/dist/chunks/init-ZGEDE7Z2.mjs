import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  chooseHookCommand,
  installGitIntegration,
  isInsideWorkTree,
  removeClaudeSetup,
  setUpClaude,
  uninstallGitIntegration
} from "./chunk-3JBAR5AN.mjs";
import "./chunk-ZZS47C6A.mjs";
import "./chunk-2UZ66FDE.mjs";
import {
  canAsk,
  confirm
} from "./chunk-7HU5GK5D.mjs";
import {
  NotARepositoryError,
  openProject,
  requireRepo
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-NR55AXLW.mjs";
import {
  spelt
} from "./chunk-PYEPTHYL.mjs";
import {
  optionString
} from "./chunk-YBUSESW2.mjs";
import {
  LAUNCHER_COMMAND,
  cortexCommand
} from "./chunk-L2HT7GMO.mjs";
import {
  regenerateProjections
} from "./chunk-4SFQQGVM.mjs";
import "./chunk-QQVF6TCK.mjs";
import "./chunk-FXLI7IEH.mjs";
import "./chunk-U3G6NHFO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-GYALZIJH.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-3ZYYLOM2.mjs";
import {
  setLocalSetting
} from "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-MATBYBHQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import {
  GITIGNORE_ENTRIES,
  localConfigFile,
  projectPaths
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/init.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
var GITIGNORE_HEADER = "# cortex: local state and the per-user briefing";
var LOCAL_ENTRY = ".cortex/local/";
function addGitignoreEntries(existing, entries) {
  const present = new Set(existing.split(/\r?\n/).map((line) => line.trim()));
  const missing = entries.filter((entry) => !present.has(entry));
  if (missing.length === 0) return { text: void 0, missing };
  const base = existing === "" || existing.endsWith("\n") ? existing : `${existing}
`;
  const header = present.has(GITIGNORE_HEADER) ? [] : [GITIGNORE_HEADER];
  return {
    text: `${base}${base === "" ? "" : "\n"}${[...header, ...missing].join("\n")}
`,
    missing
  };
}
function removeGitignoreEntries(existing, entries) {
  const ours = new Set(entries);
  const kept = existing.split("\n").filter((line) => !ours.has(line.trim()));
  return kept.join("\n").replace(/\n{3,}/g, "\n\n").replace(/\n+$/, "\n").replace(/^\n$/, "");
}
async function uninstall(ctx) {
  const repo = requireRepo(ctx.cwd);
  const changes = [...await uninstallGitIntegration(repo), ...removeClaudeSetup(repo.root)];
  const gitignore = join(repo.root, ".gitignore");
  if (existsSync(gitignore)) {
    const current = readFileSync(gitignore, "utf8");
    const removable = GITIGNORE_ENTRIES.filter((entry) => entry !== LOCAL_ENTRY);
    const remaining = removeGitignoreEntries(current, removable);
    if (remaining !== current) {
      writeFileSync(gitignore, remaining);
      changes.push(
        `removed ${removable.join(" and ")} from .gitignore (${LOCAL_ENTRY} stays ignored while .cortex/ is there)`
      );
    }
  }
  if (changes.length === 0) ctx.stdout.write("cortex is not set up here; nothing to remove\n");
  else
    ctx.stdout.write(
      `Removed cortex's setup from ${repo.root}
${changes.map((change) => `  ${change}
`).join("")}`
    );
  ctx.stdout.write(
    "The memory itself (.cortex/) is left as it is: delete it with git rm -r .cortex if you want it gone.\n"
  );
  return 0;
}
async function run(input, ctx) {
  if (!await isInsideWorkTree(ctx.cwd)) throw new NotARepositoryError(ctx.cwd);
  if (input.options.uninstall === true) return uninstall(ctx);
  const repo = requireRepo(ctx.cwd);
  const paths = projectPaths(repo.root);
  const changes = [];
  for (const dir of [paths.cortexDir, paths.eventsDir, paths.localDir]) {
    if (!existsSync(dir)) {
      mkdirSync(dir, { recursive: true });
      changes.push(`created ${dir.slice(repo.root.length + 1)}/`);
    }
  }
  const gitignore = join(repo.root, ".gitignore");
  const current = existsSync(gitignore) ? readFileSync(gitignore, "utf8") : "";
  const updated = addGitignoreEntries(current, GITIGNORE_ENTRIES);
  if (updated.text !== void 0) {
    writeFileSync(gitignore, updated.text);
    changes.push(`added ${updated.missing.join(" and ")} to .gitignore`);
  }
  const projected = regenerateProjections(openProject(ctx.cwd), { cache: "off" });
  if (projected.changed.length) changes.push(`wrote ${projected.changed.join(", ")}`);
  const gitCommand = cortexCommand(ctx.self, ctx.env);
  changes.push(...await installGitIntegration(repo, gitCommand));
  const warnings = [];
  let usesLauncher = gitCommand === LAUNCHER_COMMAND;
  if (input.options.claude === true) {
    const given = optionString(input.options["hook-command"]);
    const choice = given ? { command: given } : chooseHookCommand(repo.root, ctx.env, ctx.self);
    if (choice.warning) warnings.push(choice.warning);
    if (choice.command === LAUNCHER_COMMAND) usesLauncher = true;
    const claude = setUpClaude(repo.root, choice.command);
    changes.push(...claude.changes);
    warnings.push(...claude.warnings);
    const shared = await askAboutAutoMemory(ctx, repo.root);
    if (shared) changes.push(shared);
  }
  if (changes.length === 0) {
    ctx.stdout.write(`cortex is already set up in ${repo.root}; nothing to change
`);
  } else {
    ctx.stdout.write(`Initialized cortex memory in ${paths.cortexDir}
`);
    for (const change of changes) ctx.stdout.write(`  ${change}
`);
    ctx.stdout.write(
      input.options.claude === true ? spelt(
        ctx,
        "\nNext: start Claude Code here (approve the cortex MCP server when it asks); each session is captured into\n.cortex/events/ ('cortex log' shows it). Commit .cortex/, .claude/, .mcp.json, .gitattributes and .gitignore to share it.\n"
      ) : spelt(
        ctx,
        `
Next: 'cortex remember "<what to remember>"', then 'cortex log'. Commit .cortex/, .gitattributes and .gitignore to share memory.
`
      )
    );
  }
  if (usesLauncher && !launcherFindsCortex(repo.root, ctx)) {
    warnings.push(
      "nothing on this machine answers the command git and Claude Code will run (no node_modules/.bin/cortex here, no cortex on PATH):\ninstall cortex as this project's devDependency or globally (cortex's README, Install), then 'cortex doctor' checks every command"
    );
  }
  for (const warning of warnings) ctx.stderr.write(`warning: ${spelt(ctx, warning)}
`);
  return 0;
}
async function askAboutAutoMemory(ctx, root) {
  if (!canAsk(ctx)) return void 0;
  const project = openProject(root, "cli", ctx.env);
  const local = localConfigFile(project.paths);
  if (existsSync(local) && /"autoMemory"/.test(readFileSync(local, "utf8"))) return void 0;
  const yes = await confirm(
    ctx,
    "Share Claude Code's auto memory for this project (notes Claude keeps for you on this machine) with your team, redacted, in the committed log?"
  );
  setLocalSetting(project.paths, ["capture", "autoMemory"], yes);
  return yes ? "set capture.autoMemory in .cortex/local/config.json: your auto memory notes are shared from the end of each session" : void 0;
}
function launcherFindsCortex(root, ctx) {
  const result = spawnSync("sh", ["-c", `${LAUNCHER_COMMAND} --version`], {
    cwd: root,
    env: { ...process.env, ...ctx.env, CLAUDE_PROJECT_DIR: root },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    timeout: 3e4
  });
  return result.status === 0 && result.stdout.startsWith("cortex ");
}
var command = {
  name: "init",
  summary: "set up cortex in this git repository",
  usage: ["init [--claude [--hook-command <cmd>]]", "init --uninstall"],
  description: "Set up cortex in the current git repository: creates .cortex/ (the committed event log), adds\n.cortex/local/ and the per-user briefing to .gitignore, the merge rules for .cortex/ to\n.gitattributes, cortex's merge drivers to this clone's git config, and its pre-commit,\npost-merge, post-rewrite and post-checkout hooks next to any hooks already there (husky included).\nWith --claude, also adds cortex's hooks to .claude/settings.json (keeping your settings and\nhooks), registers the cortex MCP server in .mcp.json (keeping your servers), and writes\n.claude/rules/cortex-memory-instructions.md and the /recall, /remember, /forget and /handoff commands in\n.claude/commands/. Running it again changes nothing.\n--uninstall removes exactly what it added, and keeps the memory.",
  options: {
    claude: {
      type: "boolean",
      description: "set up Claude Code: hooks, the MCP server (.mcp.json), tag instructions, slash commands"
    },
    "hook-command": {
      type: "string",
      value: "<cmd>",
      description: "how the hooks call cortex (default: the project's node_modules/.bin/cortex, else cortex on PATH)"
    },
    uninstall: {
      type: "boolean",
      description: "remove cortex's setup (not the memory in .cortex/)"
    }
  },
  positionals: { min: 0, max: 0 },
  examples: [
    "cortex init --claude",
    'cortex init --claude --hook-command "npx --no-install cortex"',
    "cortex init --uninstall"
  ],
  run
};
export {
  addGitignoreEntries,
  command,
  removeGitignoreEntries
};
