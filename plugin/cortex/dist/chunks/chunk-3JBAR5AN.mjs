import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  COMMAND_PLACEHOLDER,
  GIT_HOOKS,
  addHookBlock,
  isEmptyScript,
  isShellScript,
  readBlock,
  removeBlock,
  removeHookBlock,
  upsertBlock
} from "./chunk-ZZS47C6A.mjs";
import {
  isCortexHookCommand
} from "./chunk-2UZ66FDE.mjs";
import {
  readAsset
} from "./chunk-NR55AXLW.mjs";
import {
  LAUNCHER_COMMAND,
  chooseCortexCommand,
  findOnPath
} from "./chunk-L2HT7GMO.mjs";
import {
  readTextIfExists
} from "./chunk-WNGDJEP4.mjs";
import {
  isPlainObject
} from "./chunk-FT5T7XM2.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/setup/porcelain.ts
async function simpleGitAt(cwd) {
  const { simpleGit } = await import("./dist-CXQWZ75M.mjs");
  return simpleGit({ baseDir: cwd, trimmed: true, unsafe: { allowUnsafeMergeDriver: true } });
}
async function openGitSetup(root) {
  const git = await simpleGitAt(root);
  return {
    async getConfig(key, scope) {
      const result = await git.getConfig(key, scope);
      return result.value ?? void 0;
    },
    async setLocalConfig(key, value) {
      await git.addConfig(key, value, false, "local");
    },
    async removeLocalSection(section) {
      try {
        await git.raw(["config", "--local", "--remove-section", section]);
        return true;
      } catch {
        return false;
      }
    },
    async hooksPath() {
      try {
        return await git.revparse(["--git-path", "hooks"]);
      } catch {
        return void 0;
      }
    }
  };
}
async function isInsideWorkTree(cwd) {
  const { existsSync: existsSync3 } = process.getBuiltinModule("node:fs");
  if (!existsSync3(cwd)) return false;
  const { CheckRepoActions } = await import("./dist-CXQWZ75M.mjs");
  return (await simpleGitAt(cwd)).checkIsRepo(CheckRepoActions.IN_TREE).catch(() => false);
}

// src/setup/git-install.ts
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync
} from "node:fs";
import { basename, dirname, isAbsolute, join, relative } from "node:path";
var DRIVERS = {
  "cortex-events": {
    name: "cortex event log: union of events by id",
    args: "merge-driver events %O %A %B %P"
  },
  "cortex-projection": {
    name: "cortex projection: regenerated from the merged events",
    args: "merge-driver projection %O %A %B %P"
  }
};
var CHAINED = ".cortex-chained";
async function hooksLocation(repo, git) {
  const reported = await git.hooksPath() ?? join(repo.gitDir, "hooks");
  const dir = isAbsolute(reported) ? reported : join(repo.root, reported);
  if (basename(dir) === "_" && existsSync(join(dir, "h")) && basename(dirname(dir)) === ".husky") {
    return { dir: dirname(dir), kind: "husky" };
  }
  return { dir, kind: "git" };
}
function readOrEmpty(path) {
  return readTextIfExists(path) ?? "";
}
function display(repo, path) {
  const inside = relative(repo.root, path);
  return inside.startsWith("..") ? path : inside;
}
function hookBlock(name, command) {
  return readBlock(readAsset(`githooks/${name}`)).replace(COMMAND_PLACEHOLDER, command);
}
function installHook(repo, location, name, command) {
  const path = join(location.dir, name);
  const block = hookBlock(name, command);
  mkdirSync(location.dir, { recursive: true });
  if (!existsSync(path)) {
    writeFileSync(path, location.kind === "husky" ? block : `#!/bin/sh
${block}`, { mode: 493 });
    chmodSync(path, 493);
    return `installed the ${name} hook (${display(repo, path)})`;
  }
  const current = readFileSync(path, "utf8");
  if (isShellScript(current)) {
    const updated = addHookBlock(current, block);
    const executable = location.kind === "husky" || (statSync(path).mode & 73) !== 0;
    if (updated === current && executable) return void 0;
    if (updated !== current) writeFileSync(path, updated);
    if (!executable) chmodSync(path, statSync(path).mode | 493);
    if (updated === current) return `made the ${name} hook executable (${display(repo, path)})`;
    return `added cortex to the existing ${name} hook (${display(repo, path)})`;
  }
  renameSync(path, path + CHAINED);
  writeFileSync(path, `#!/bin/sh
${block}exec "$0${CHAINED}" "$@"
`, { mode: 493 });
  chmodSync(path, 493);
  return `wrapped the existing ${name} hook (${display(repo, path)}) so that it runs after cortex`;
}
function uninstallHook(repo, location, name) {
  const path = join(location.dir, name);
  if (existsSync(path + CHAINED)) {
    renameSync(path + CHAINED, path);
    return `restored the original ${name} hook (${display(repo, path)})`;
  }
  const current = readOrEmpty(path);
  if (readBlock(current) === void 0) return void 0;
  const remaining = removeHookBlock(current);
  if (isEmptyScript(remaining)) rmSync(path);
  else writeFileSync(path, remaining);
  return `removed cortex from the ${name} hook (${display(repo, path)})`;
}
async function installGitIntegration(repo, command) {
  const git = await openGitSetup(repo.root);
  const changes = [];
  const attributesPath = join(repo.root, ".gitattributes");
  const attributes = readOrEmpty(attributesPath);
  const updated = upsertBlock(attributes, readAsset("templates/gitattributes"));
  if (updated !== attributes) {
    writeFileSync(attributesPath, updated);
    changes.push(
      attributes === "" ? "created .gitattributes with the merge rules for .cortex/" : "added the merge rules for .cortex/ to .gitattributes"
    );
  }
  for (const [driver, spec] of Object.entries(DRIVERS)) {
    const wanted = `${command} ${spec.args}`;
    if (await git.getConfig(`merge.${driver}.driver`, "local") !== wanted) {
      await git.setLocalConfig(`merge.${driver}.name`, spec.name);
      await git.setLocalConfig(`merge.${driver}.driver`, wanted);
      changes.push(`configured the ${driver} merge driver in .git/config`);
    }
  }
  const location = await hooksLocation(repo, git);
  const hookCommand = location.kind === "husky" ? LAUNCHER_COMMAND : command;
  for (const name of GIT_HOOKS) {
    const change = installHook(repo, location, name, hookCommand);
    if (change) changes.push(change);
  }
  return changes;
}
async function uninstallGitIntegration(repo) {
  const git = await openGitSetup(repo.root);
  const changes = [];
  const attributesPath = join(repo.root, ".gitattributes");
  const attributes = readOrEmpty(attributesPath);
  if (readBlock(attributes) !== void 0) {
    const remaining = removeBlock(attributes);
    if (remaining.trim() === "") rmSync(attributesPath);
    else writeFileSync(attributesPath, remaining);
    changes.push("removed the merge rules for .cortex/ from .gitattributes");
  }
  for (const driver of Object.keys(DRIVERS)) {
    if (await git.removeLocalSection(`merge.${driver}`)) {
      changes.push(`removed the ${driver} merge driver from .git/config`);
    }
  }
  const location = await hooksLocation(repo, git);
  for (const name of GIT_HOOKS) {
    const change = uninstallHook(repo, location, name);
    if (change) changes.push(change);
  }
  return changes;
}
async function inspectGitIntegration(repo) {
  const git = await openGitSetup(repo.root);
  const expected = readBlock(readAsset("templates/gitattributes"));
  const location = await hooksLocation(repo, git);
  return {
    attributes: readBlock(readOrEmpty(join(repo.root, ".gitattributes"))) === expected,
    drivers: {
      "cortex-events": await git.getConfig("merge.cortex-events.driver"),
      "cortex-projection": await git.getConfig("merge.cortex-projection.driver")
    },
    hooks: GIT_HOOKS.map((name) => {
      const path = join(location.dir, name);
      const text = readOrEmpty(path);
      let executable;
      try {
        executable = location.kind === "husky" || (statSync(path).mode & 73) !== 0;
      } catch {
        executable = false;
      }
      return { name, path, installed: readBlock(text) !== void 0, executable };
    }),
    location
  };
}

// src/setup/claude-code.ts
import {
  existsSync as existsSync2,
  mkdirSync as mkdirSync2,
  readdirSync,
  readFileSync as readFileSync2,
  rmdirSync,
  rmSync as rmSync2,
  writeFileSync as writeFileSync2
} from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};
var supportedEols = ["\n", "\r", "\r\n"];

// node_modules/jsonc-parser/lib/esm/impl/format.js
function format(documentText, range, options) {
  let initialIndentLevel;
  let formatText;
  let formatTextStart;
  let rangeStart;
  let rangeEnd;
  if (range) {
    rangeStart = range.offset;
    rangeEnd = rangeStart + range.length;
    formatTextStart = rangeStart;
    while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
      formatTextStart--;
    }
    let endOffset = rangeEnd;
    while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
      endOffset++;
    }
    formatText = documentText.substring(formatTextStart, endOffset);
    initialIndentLevel = computeIndentLevel(formatText, options);
  } else {
    formatText = documentText;
    initialIndentLevel = 0;
    formatTextStart = 0;
    rangeStart = 0;
    rangeEnd = documentText.length;
  }
  const eol = getEOL(options, documentText);
  const eolFastPathSupported = supportedEols.includes(eol);
  let numberLineBreaks = 0;
  let indentLevel = 0;
  let indentValue;
  if (options.insertSpaces) {
    indentValue = cachedSpaces[options.tabSize || 4] ?? repeat(cachedSpaces[1], options.tabSize || 4);
  } else {
    indentValue = "	";
  }
  const indentType = indentValue === "	" ? "	" : " ";
  let scanner = createScanner(formatText, false);
  let hasError = false;
  function newLinesAndIndent() {
    if (numberLineBreaks > 1) {
      return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
    if (!eolFastPathSupported || amountOfSpaces > cachedBreakLinesWithSpaces[indentType][eol].length) {
      return eol + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    if (amountOfSpaces <= 0) {
      return eol;
    }
    return cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
  }
  function scanNext() {
    let token = scanner.scan();
    numberLineBreaks = 0;
    while (token === 15 || token === 14) {
      if (token === 14 && options.keepLines) {
        numberLineBreaks += 1;
      } else if (token === 14) {
        numberLineBreaks = 1;
      }
      token = scanner.scan();
    }
    hasError = token === 16 || scanner.getTokenError() !== 0;
    return token;
  }
  const editOperations = [];
  function addEdit(text, startOffset, endOffset) {
    if (!hasError && (!range || startOffset < rangeEnd && endOffset > rangeStart) && documentText.substring(startOffset, endOffset) !== text) {
      editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
    }
  }
  let firstToken = scanNext();
  if (options.keepLines && numberLineBreaks > 0) {
    addEdit(repeat(eol, numberLineBreaks), 0, 0);
  }
  if (firstToken !== 17) {
    let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
    let initialIndent = indentValue.length * initialIndentLevel < 20 && options.insertSpaces ? cachedSpaces[indentValue.length * initialIndentLevel] : repeat(indentValue, initialIndentLevel);
    addEdit(initialIndent, formatTextStart, firstTokenStart);
  }
  while (firstToken !== 17) {
    let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
    let secondToken = scanNext();
    let replaceContent = "";
    let needsLineBreak = false;
    while (numberLineBreaks === 0 && (secondToken === 12 || secondToken === 13)) {
      let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
      addEdit(cachedSpaces[1], firstTokenEnd, commentTokenStart);
      firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
      needsLineBreak = secondToken === 12;
      replaceContent = needsLineBreak ? newLinesAndIndent() : "";
      secondToken = scanNext();
    }
    if (secondToken === 2) {
      if (firstToken !== 1) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else if (secondToken === 4) {
      if (firstToken !== 3) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else {
      switch (firstToken) {
        case 3:
        case 1:
          indentLevel++;
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 5:
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 12:
          replaceContent = newLinesAndIndent();
          break;
        case 13:
          if (numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 6:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 10:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (secondToken === 6 && !needsLineBreak) {
            replaceContent = "";
          }
          break;
        case 7:
        case 8:
        case 9:
        case 11:
        case 2:
        case 4:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else {
            if ((secondToken === 12 || secondToken === 13) && !needsLineBreak) {
              replaceContent = cachedSpaces[1];
            } else if (secondToken !== 5 && secondToken !== 17) {
              hasError = true;
            }
          }
          break;
        case 16:
          hasError = true;
          break;
      }
      if (numberLineBreaks > 0 && (secondToken === 12 || secondToken === 13)) {
        replaceContent = newLinesAndIndent();
      }
    }
    if (secondToken === 17) {
      if (options.keepLines && numberLineBreaks > 0) {
        replaceContent = newLinesAndIndent();
      } else {
        replaceContent = options.insertFinalNewline ? eol : "";
      }
    }
    const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
    addEdit(replaceContent, firstTokenEnd, secondTokenStart);
    firstToken = secondToken;
  }
  return editOperations;
}
function repeat(s, count) {
  let result = "";
  for (let i = 0; i < count; i++) {
    result += s;
  }
  return result;
}
function computeIndentLevel(content, options) {
  let i = 0;
  let nChars = 0;
  const tabSize = options.tabSize || 4;
  while (i < content.length) {
    let ch = content.charAt(i);
    if (ch === cachedSpaces[1]) {
      nChars++;
    } else if (ch === "	") {
      nChars += tabSize;
    } else {
      break;
    }
    i++;
  }
  return Math.floor(nChars / tabSize);
}
function getEOL(options, text) {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "\r") {
      if (i + 1 < text.length && text.charAt(i + 1) === "\n") {
        return "\r\n";
      }
      return "\r";
    } else if (ch === "\n") {
      return "\n";
    }
  }
  return options && options.eol || "\n";
}
function isEOL(text, offset) {
  return "\r\n".indexOf(text.charAt(offset)) !== -1;
}

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/impl/edit.js
function setProperty(text, originalPath, value, options) {
  const path = originalPath.slice();
  const errors = [];
  const root = parseTree(text, errors);
  let parent = void 0;
  let lastSegment = void 0;
  while (path.length > 0) {
    lastSegment = path.pop();
    parent = findNodeAtLocation(root, path);
    if (parent === void 0 && value !== void 0) {
      if (typeof lastSegment === "string") {
        value = { [lastSegment]: value };
      } else {
        value = [value];
      }
    } else {
      break;
    }
  }
  if (!parent) {
    if (value === void 0) {
      throw new Error("Can not delete in empty document");
    }
    return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
  } else if (parent.type === "object" && typeof lastSegment === "string" && Array.isArray(parent.children)) {
    const existing = findNodeAtLocation(parent, [lastSegment]);
    if (existing !== void 0) {
      if (value === void 0) {
        if (!existing.parent) {
          throw new Error("Malformed AST");
        }
        const propertyIndex = parent.children.indexOf(existing.parent);
        let removeBegin;
        let removeEnd = existing.parent.offset + existing.parent.length;
        if (propertyIndex > 0) {
          let previous = parent.children[propertyIndex - 1];
          removeBegin = previous.offset + previous.length;
        } else {
          removeBegin = parent.offset + 1;
          if (parent.children.length > 1) {
            let next = parent.children[1];
            removeEnd = next.offset;
          }
        }
        return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: "" }, options);
      } else {
        return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
      }
    } else {
      if (value === void 0) {
        return [];
      }
      const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
      const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map((p) => p.children[0].value)) : parent.children.length;
      let edit2;
      if (index > 0) {
        let previous = parent.children[index - 1];
        edit2 = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      } else if (parent.children.length === 0) {
        edit2 = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        edit2 = { offset: parent.offset + 1, length: 0, content: newProperty + "," };
      }
      return withFormatting(text, edit2, options);
    }
  } else if (parent.type === "array" && typeof lastSegment === "number" && Array.isArray(parent.children)) {
    const insertIndex = lastSegment;
    if (insertIndex === -1) {
      const newProperty = `${JSON.stringify(value)}`;
      let edit2;
      if (parent.children.length === 0) {
        edit2 = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        const previous = parent.children[parent.children.length - 1];
        edit2 = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit2, options);
    } else if (value === void 0 && parent.children.length >= 0) {
      const removalIndex = lastSegment;
      const toRemove = parent.children[removalIndex];
      let edit2;
      if (parent.children.length === 1) {
        edit2 = { offset: parent.offset + 1, length: parent.length - 2, content: "" };
      } else if (parent.children.length - 1 === removalIndex) {
        let previous = parent.children[removalIndex - 1];
        let offset = previous.offset + previous.length;
        let parentEndOffset = parent.offset + parent.length;
        edit2 = { offset, length: parentEndOffset - 2 - offset, content: "" };
      } else {
        edit2 = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: "" };
      }
      return withFormatting(text, edit2, options);
    } else if (value !== void 0) {
      let edit2;
      const newProperty = `${JSON.stringify(value)}`;
      if (!options.isArrayInsertion && parent.children.length > lastSegment) {
        const toModify = parent.children[lastSegment];
        edit2 = { offset: toModify.offset, length: toModify.length, content: newProperty };
      } else if (parent.children.length === 0 || lastSegment === 0) {
        edit2 = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + "," };
      } else {
        const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
        const previous = parent.children[index - 1];
        edit2 = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit2, options);
    } else {
      throw new Error(`Can not ${value === void 0 ? "remove" : options.isArrayInsertion ? "insert" : "modify"} Array index ${insertIndex} as length is not sufficient`);
    }
  } else {
    throw new Error(`Can not add ${typeof lastSegment !== "number" ? "index" : "property"} to parent of type ${parent.type}`);
  }
}
function withFormatting(text, edit2, options) {
  if (!options.formattingOptions) {
    return [edit2];
  }
  let newText = applyEdit(text, edit2);
  let begin = edit2.offset;
  let end = edit2.offset + edit2.content.length;
  if (edit2.length === 0 || edit2.content.length === 0) {
    while (begin > 0 && !isEOL(newText, begin - 1)) {
      begin--;
    }
    while (end < newText.length && !isEOL(newText, end)) {
      end++;
    }
  }
  const edits = format(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit3 = edits[i];
    newText = applyEdit(newText, edit3);
    begin = Math.min(begin, edit3.offset);
    end = Math.max(end, edit3.offset + edit3.length);
    end += edit3.content.length - edit3.length;
  }
  const editLength = text.length - (newText.length - end) - begin;
  return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
}
function applyEdit(text, edit2) {
  return text.substring(0, edit2.offset) + edit2.content + text.substring(edit2.offset + edit2.length);
}

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parseTree2 = parseTree;
var findNodeAtLocation2 = findNodeAtLocation;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function format2(documentText, range, options) {
  return format(documentText, range, options);
}
function modify(text, path, value, options) {
  return setProperty(text, path, value, options);
}
function applyEdits(text, edits) {
  let sortedEdits = edits.slice(0).sort((a, b) => {
    const diff = a.offset - b.offset;
    if (diff === 0) {
      return a.length - b.length;
    }
    return diff;
  });
  let lastModifiedOffset = text.length;
  for (let i = sortedEdits.length - 1; i >= 0; i--) {
    let e = sortedEdits[i];
    if (e.offset + e.length <= lastModifiedOffset) {
      text = applyEdit(text, e);
    } else {
      throw new Error("Overlapping edit");
    }
    lastModifiedOffset = e.offset;
  }
  return text;
}

// src/setup/json-edit.ts
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function detectFormatting(text) {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
  return {
    insertSpaces: !indent.startsWith("	"),
    tabSize: indent.startsWith("	") ? 1 : indent.length,
    eol: text.includes("\r\n") ? "\r\n" : "\n"
  };
}
function isSubsequence(small, large) {
  let i = 0;
  for (const item of large) if (i < small.length && same(small[i], item)) i++;
  return i === small.length;
}
function edit(text, path, value, options, insert = false) {
  if (value === void 0 && typeof path[path.length - 1] === "number")
    return removeArrayItem(text, path);
  let out = text;
  for (const change of modify(text, path, value, { isArrayInsertion: insert }).sort(
    (a, b) => b.offset - a.offset
  )) {
    out = applyEdits(out, [change]);
    if (change.content)
      out = applyEdits(
        out,
        format2(out, { offset: change.offset, length: change.content.length }, options)
      );
  }
  return out;
}
function removeArrayItem(text, path) {
  const index = path[path.length - 1];
  const array = findNodeAtLocation2(parseTree2(text), path.slice(0, -1));
  const items = array?.children ?? [];
  const item = items[index];
  if (!array || !item) return text;
  let begin;
  let end;
  if (index > 0)
    [begin, end] = [items[index - 1].offset + items[index - 1].length, item.offset + item.length];
  else if (items.length > 1) [begin, end] = [item.offset, items[1].offset];
  else [begin, end] = [array.offset + 1, array.offset + array.length - 1];
  return text.slice(0, begin) + text.slice(end);
}
function editValue(text, path, before, after, options) {
  if (same(before, after)) return text;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before))
      if (!Object.hasOwn(after, key)) text = edit(text, [...path, key], void 0, options);
    for (const [key, value] of Object.entries(after))
      text = editValue(text, [...path, key], before[key], value, options);
    return text;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      after.forEach(
        (value, index) => text = editValue(text, [...path, index], before[index], value, options)
      );
      return text;
    }
    if (after.length > before.length && before.every((value, index) => same(value, after[index]))) {
      after.slice(before.length).forEach(
        (value, offset) => text = edit(text, [...path, before.length + offset], value, options, true)
      );
      return text;
    }
    if (after.length < before.length && isSubsequence(after, before)) {
      const kept = [];
      let i = 0;
      for (const item of before)
        kept.push(i < after.length && same(after[i], item) ? (i++, true) : false);
      for (let index = before.length - 1; index >= 0; index--)
        if (!kept[index]) text = edit(text, [...path, index], void 0, options);
      return text;
    }
  }
  return edit(text, path, after, options);
}
function editJsonText(text, before, after) {
  if (text.trim() === "") return JSON.stringify(after, null, 2) + "\n";
  return editValue(text, [], before, after, detectFormatting(text));
}

// src/setup/claude-code.ts
function readTemplate(name) {
  return readAsset(`templates/${name}`);
}
var EARLIER_MATCHERS = { PostToolUseFailure: ["Bash"] };
function mergeClaudeSettings(existing, template) {
  const settings = structuredClone(existing);
  const changes = [];
  const hooks = isPlainObject(settings.hooks) ? settings.hooks : {};
  const wanted = isPlainObject(template.hooks) ? template.hooks : {};
  for (const [claudeEvent, groups] of Object.entries(wanted)) {
    const group = groups[0];
    const handler = group.hooks[0];
    const event = /\bhook\s+([a-z-]+)/.exec(String(handler.command))[1];
    const current = Array.isArray(hooks[claudeEvent]) ? hooks[claudeEvent] : [];
    let found = false;
    let updated = false;
    for (const existingGroup of current) {
      if (!isPlainObject(existingGroup) || !Array.isArray(existingGroup.hooks)) continue;
      let ours = false;
      existingGroup.hooks = existingGroup.hooks.map((entry) => {
        if (!isPlainObject(entry) || !isCortexHookCommand(entry.command, event)) return entry;
        found = true;
        ours = true;
        const replacement = { ...entry, ...handler };
        if (JSON.stringify(replacement) !== JSON.stringify(entry)) updated = true;
        return replacement;
      });
      if (ours && group.matcher && existingGroup.hooks.length === 1 && EARLIER_MATCHERS[claudeEvent]?.includes(String(existingGroup.matcher))) {
        existingGroup.matcher = group.matcher;
        updated = true;
      }
    }
    if (!found) {
      hooks[claudeEvent] = [
        ...current,
        { ...group.matcher ? { matcher: group.matcher } : {}, hooks: [handler] }
      ];
      changes.push(`added the ${claudeEvent} hook`);
    } else if (updated) {
      hooks[claudeEvent] = current;
      changes.push(`updated the ${claudeEvent} hook`);
    }
  }
  settings.hooks = hooks;
  return { settings, changes };
}
function chooseHookCommand(root, env, self) {
  if (existsSync2(join2(root, "node_modules", ".bin", "cortex")) || findOnPath("cortex", env.PATH))
    return { command: LAUNCHER_COMMAND };
  const choice = chooseCortexCommand(self, env);
  if (!choice.machineSpecific) return { command: choice.command };
  return {
    command: choice.command,
    warning: `cortex is neither a dependency of this project nor on your PATH, so the hooks call it by its path (${choice.command}), which only works on this machine.
Install cortex as this project's devDependency or globally (cortex's README, Install) and run 'cortex init --claude' again, or pass --hook-command.`
  };
}
function readJsonFile(path, name) {
  if (!existsSync2(path)) return void 0;
  const text = readFileSync2(path, "utf8");
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CortexError(
      "BAD_SETTINGS",
      `${name} is not valid JSON (${error.message}); nothing was changed`,
      {
        hint: "fix the file, then run cortex again"
      }
    );
  }
  if (!isPlainObject(parsed))
    throw new CortexError(
      "BAD_SETTINGS",
      `${name} does not hold a JSON object; nothing was changed`
    );
  return { text, value: parsed };
}
function writeJsonEdit(path, file, value) {
  mkdirSync2(dirname2(path), { recursive: true });
  writeFileSync2(
    path,
    file ? editJsonText(file.text, file.value, value) : JSON.stringify(value, null, 2) + "\n"
  );
}
function splitCommand(command) {
  const words = [];
  let word;
  let quote;
  for (let i = 0; i < command.length; i++) {
    const char = command[i];
    if (quote) {
      if (char === quote) quote = void 0;
      else if (char === "\\" && quote === '"' && i + 1 < command.length && '"\\$`'.includes(command[i + 1]))
        word = (word ?? "") + command[++i];
      else word = (word ?? "") + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= "";
    } else if (/\s/.test(char)) {
      if (word !== void 0) words.push(word);
      word = void 0;
    } else if (char === "\\" && i + 1 < command.length) {
      word = (word ?? "") + command[++i];
    } else {
      word = (word ?? "") + char;
    }
  }
  if (word !== void 0) words.push(word);
  return words;
}
var MCP_SERVER_NAME = "cortex";
function mcpServerEntry(hookCommand) {
  const words = splitCommand(hookCommand).map(
    (word) => word.replace(
      /\$\{CLAUDE_PROJECT_DIR(?::-[^}]*)?\}|\$CLAUDE_PROJECT_DIR\b/g,
      "${CLAUDE_PROJECT_DIR:-.}"
    )
  );
  if (words.length === 0)
    throw new CortexError("BAD_COMMAND", "the command to run cortex is empty");
  return { command: words[0], args: [...words.slice(1), "mcp"] };
}
function isCortexMcpEntry(entry) {
  if (!isPlainObject(entry) || typeof entry.command !== "string" || !Array.isArray(entry.args))
    return false;
  const args = entry.args;
  if (args[args.length - 1] !== "mcp") return false;
  return /(?:^|[\s/\\])(?:cortex|bin\.js)$/.test(
    [entry.command, ...args.slice(0, -1)].join(" ").trim()
  );
}
function mergeMcpConfig(existing, entry) {
  const config = structuredClone(existing);
  const servers = isPlainObject(config.mcpServers) ? config.mcpServers : {};
  const current = servers[MCP_SERVER_NAME];
  if (current !== void 0 && !isCortexMcpEntry(current)) {
    return {
      config: existing,
      warning: `.mcp.json already has a server named "${MCP_SERVER_NAME}" that does not run cortex mcp; left it as it is`
    };
  }
  const next = {
    ...isPlainObject(current) ? current : {},
    command: entry.command,
    args: entry.args
  };
  if (current !== void 0 && JSON.stringify(next) === JSON.stringify(current))
    return { config: existing };
  servers[MCP_SERVER_NAME] = next;
  config.mcpServers = servers;
  return {
    config,
    change: `${current === void 0 ? "registered" : "updated"} the ${MCP_SERVER_NAME} MCP server in .mcp.json`
  };
}
var SLASH_COMMANDS = ["recall", "remember", "forget", "handoff"];
var COMMAND_MARKER = "# Installed by cortex init --claude";
function setUpClaude(root, command) {
  const changes = [];
  const warnings = [];
  const settingsPath = join2(root, ".claude", "settings.json");
  const settingsFile = readJsonFile(settingsPath, ".claude/settings.json");
  const existing = settingsFile?.value ?? {};
  const mcpPath = join2(root, ".mcp.json");
  const mcpFile = readJsonFile(mcpPath, ".mcp.json");
  const mcp = mergeMcpConfig(mcpFile?.value ?? {}, mcpServerEntry(command));
  const template = JSON.parse(
    readTemplate("claude-settings.json").replaceAll(
      "{{cortex}}",
      command.replace(/["\\]/g, "\\$&")
    )
  );
  const merged = mergeClaudeSettings(existing, template);
  if (merged.changes.length > 0 || !existsSync2(settingsPath)) {
    writeJsonEdit(settingsPath, settingsFile, merged.settings);
    changes.push(...merged.changes.map((change) => `${change} to .claude/settings.json`));
  }
  const rulesPath = join2(root, ".claude", "rules", "cortex-memory-instructions.md");
  const instructions = readTemplate("cortex-memory-instructions.md");
  const current = existsSync2(rulesPath) ? readFileSync2(rulesPath, "utf8") : void 0;
  if (current !== instructions) {
    mkdirSync2(dirname2(rulesPath), { recursive: true });
    writeFileSync2(rulesPath, instructions);
    changes.push(
      `${current === void 0 ? "wrote" : "updated"} .claude/rules/cortex-memory-instructions.md`
    );
  }
  if (mcp.change) {
    writeJsonEdit(mcpPath, mcpFile, mcp.config);
    changes.push(mcp.change);
  }
  if (mcp.warning) warnings.push(mcp.warning);
  for (const name of SLASH_COMMANDS) {
    const path = join2(root, ".claude", "commands", `${name}.md`);
    const text = readTemplate(`claude-commands/${name}.md`);
    const present = existsSync2(path) ? readFileSync2(path, "utf8") : void 0;
    if (present === text) continue;
    if (present !== void 0 && !present.includes(COMMAND_MARKER)) {
      warnings.push(
        `.claude/commands/${name}.md is your own; left it as it is (cortex's /${name} is not installed)`
      );
      continue;
    }
    mkdirSync2(dirname2(path), { recursive: true });
    writeFileSync2(path, text);
    changes.push(
      `${present === void 0 ? "wrote" : "updated"} the /${name} command in .claude/commands/${name}.md`
    );
  }
  return { changes, warnings };
}
function removeCortexHooks(existing) {
  const settings = structuredClone(existing);
  const removed = [];
  if (!isPlainObject(settings.hooks)) return { settings, removed };
  const hooks = settings.hooks;
  for (const [claudeEvent, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    let found = false;
    const kept = groups.map((group) => {
      if (!isPlainObject(group) || !Array.isArray(group.hooks)) return group;
      const entries = group.hooks.filter((entry) => {
        const ours = isPlainObject(entry) && typeof entry.command === "string" && /\bhook\s+([a-z-]+)/.test(entry.command) && isCortexHookCommand(entry.command, /\bhook\s+([a-z-]+)/.exec(entry.command)[1]);
        if (ours) found = true;
        return !ours;
      });
      return entries.length === group.hooks.length ? group : entries.length ? { ...group, hooks: entries } : void 0;
    }).filter((group) => group !== void 0);
    if (!found) continue;
    removed.push(claudeEvent);
    if (kept.length) hooks[claudeEvent] = kept;
    else delete hooks[claudeEvent];
  }
  if (Object.keys(hooks).length === 0) delete settings.hooks;
  return { settings, removed };
}
function removeEmptyFolders(dir, stop) {
  while (dir.startsWith(stop) && dir !== stop && existsSync2(dir) && readdirSync(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname2(dir);
  }
}
function removeClaudeSetup(root) {
  const changes = [];
  const settingsPath = join2(root, ".claude", "settings.json");
  const settingsFile = readJsonFile(settingsPath, ".claude/settings.json");
  if (settingsFile) {
    const { settings: rest, removed } = removeCortexHooks(settingsFile.value);
    if (removed.length) {
      if (Object.keys(rest).length === 0) rmSync2(settingsPath);
      else writeJsonEdit(settingsPath, settingsFile, rest);
      changes.push(
        `removed cortex's ${removed.join(", ")} hook${removed.length === 1 ? "" : "s"} from .claude/settings.json`
      );
    }
  }
  const mcpPath = join2(root, ".mcp.json");
  const mcpFile = readJsonFile(mcpPath, ".mcp.json");
  const mcp = mcpFile ? structuredClone(mcpFile.value) : void 0;
  if (mcpFile && mcp && isPlainObject(mcp.mcpServers) && isCortexMcpEntry(mcp.mcpServers[MCP_SERVER_NAME])) {
    delete mcp.mcpServers[MCP_SERVER_NAME];
    if (Object.keys(mcp.mcpServers).length === 0) delete mcp.mcpServers;
    if (Object.keys(mcp).length === 0) rmSync2(mcpPath);
    else writeJsonEdit(mcpPath, mcpFile, mcp);
    changes.push(`removed the ${MCP_SERVER_NAME} MCP server from .mcp.json`);
  }
  for (const name of SLASH_COMMANDS) {
    const path = join2(root, ".claude", "commands", `${name}.md`);
    if (existsSync2(path) && readFileSync2(path, "utf8").includes(COMMAND_MARKER)) {
      rmSync2(path);
      changes.push(`removed the /${name} command (.claude/commands/${name}.md)`);
    }
  }
  for (const file of ["cortex-memory-instructions.md", "cortex-briefing.md"]) {
    const path = join2(root, ".claude", "rules", file);
    if (existsSync2(path)) {
      rmSync2(path);
      changes.push(`removed .claude/rules/${file}`);
    }
  }
  const claudeDir = join2(root, ".claude");
  removeEmptyFolders(join2(claudeDir, "commands"), root);
  removeEmptyFolders(join2(claudeDir, "rules"), root);
  return changes;
}

export {
  isInsideWorkTree,
  DRIVERS,
  installGitIntegration,
  uninstallGitIntegration,
  inspectGitIntegration,
  chooseHookCommand,
  MCP_SERVER_NAME,
  isCortexMcpEntry,
  setUpClaude,
  removeClaudeSetup
};
