import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/projections/tokens.ts
var PIECE = new RegExp("'(?:[sdmt]|ll|ve|re)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+", "giu");
var LETTER = new RegExp("\\p{L}", "u");
var ASCII = /^[\x00-\x7f]*$/;
function lowerWordCost(length) {
  if (length <= 3) return 1;
  if (length === 4) return 1.1;
  if (length <= 8) return 1.2;
  return 1.4 + Math.max(0, length - 12) / 4;
}
function punctuationCost(piece) {
  if (!ASCII.test(piece)) return piece.length * 1.2;
  if (piece.length <= 2) return 1;
  return piece.length === 3 ? 1.3 : piece.length / 2;
}
var nonAsciiClasses = /* @__PURE__ */ new Map();
function classify(code) {
  let known = nonAsciiClasses.get(code);
  if (known === void 0) {
    const char = String.fromCharCode(code);
    known = new RegExp("\\p{L}", "u").test(char) ? 1 /* Letter */ : new RegExp("\\p{N}", "u").test(char) ? 2 /* Digit */ : /\s/.test(char) ? 3 /* Space */ : 4 /* Other */;
    nonAsciiClasses.set(code, known);
  }
  return known;
}
function isAlpha(code) {
  if (code < 128) return code >= 65 && code <= 90 || code >= 97 && code <= 122;
  return classify(code) === 1 /* Letter */;
}
function isDigit(code) {
  if (code < 128) return code >= 48 && code <= 57;
  return classify(code) === 2 /* Digit */;
}
function isSpace(code) {
  if (code < 128) return code === 32 /* Space */ || code >= 9 /* Tab */ && code <= 13 /* CarriageReturn */;
  return classify(code) === 3 /* Space */;
}
function isNewline(code) {
  return code === 10 /* LineFeed */ || code === 13 /* CarriageReturn */;
}
function lettersCost(text, from, to) {
  const length = to - from;
  let lower = false;
  let upperAfterFirst = false;
  for (let k = from; k < to; k++) {
    const code = text.charCodeAt(k);
    if (code >= 128) return length * 0.9;
    if (code >= 97) lower = true;
    else if (k > from) upperAfterFirst = true;
  }
  if (lower && upperAfterFirst) return 1 + (length - 1) / 4.2;
  if (!lower) return length <= 3 ? 1 : length / 2.2;
  return lowerWordCost(length);
}
function contractionAt(text, i) {
  const next = text.charCodeAt(i + 1) | 32;
  if (next === 115 || next === 100 || next === 109 || next === 116) return 2;
  const after = text.charCodeAt(i + 2) | 32;
  if (next === 108 && after === 108 || next === 118 && after === 101 || next === 114 && after === 101)
    return 3;
  return 0;
}
function scanEstimate(text) {
  let total = 0;
  let i = 0;
  const n = text.length;
  const scanLetters = (from) => {
    let j = from;
    while (j < n && isAlpha(text.charCodeAt(j))) j++;
    return j;
  };
  const letters = (from, to) => lettersCost(text, from, to);
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 39 /* Quote */ && i + 1 < n) {
      const length = contractionAt(text, i);
      if (length) {
        total += 1;
        i += length;
        continue;
      }
    }
    if (isAlpha(code)) {
      const end2 = scanLetters(i);
      total += letters(i, end2);
      i = end2;
      continue;
    }
    if (isDigit(code)) {
      let end2 = i;
      while (end2 < n && isDigit(text.charCodeAt(end2))) end2++;
      total += Math.ceil((end2 - i) / 3);
      i = end2;
      continue;
    }
    if (!isNewline(code) && i + 1 < n && isAlpha(text.charCodeAt(i + 1))) {
      const end2 = scanLetters(i + 1);
      total += letters(i + 1, end2);
      i = end2;
      continue;
    }
    const punctuationStart = code === 32 /* Space */ && i + 1 < n && !isSpace(text.charCodeAt(i + 1)) && !isDigit(text.charCodeAt(i + 1)) ? i + 1 : i;
    if (!isSpace(text.charCodeAt(punctuationStart))) {
      let end2 = punctuationStart;
      while (end2 < n) {
        const next = text.charCodeAt(end2);
        if (isSpace(next) || isAlpha(next) || isDigit(next)) break;
        end2++;
      }
      total += punctuationCost(text.slice(punctuationStart, end2));
      while (end2 < n && isNewline(text.charCodeAt(end2))) end2++;
      i = end2;
      continue;
    }
    let end = i;
    let lastNewline = -1;
    while (end < n && isSpace(text.charCodeAt(end))) {
      if (isNewline(text.charCodeAt(end))) lastNewline = end;
      end++;
    }
    if (lastNewline >= 0) {
      total += 1;
      i = lastNewline + 1;
    } else if (end >= n) {
      total += 1;
      i = end;
    } else if (isDigit(text.charCodeAt(end))) {
      total += end - i >= 2 ? 2 : 1;
      i = end;
    } else {
      total += 1;
      i = end - 1;
    }
  }
  return Math.ceil(total);
}
function estimateTokens(text) {
  return scanEstimate(text);
}
function lineTokens(line) {
  return estimateTokens(line) + 1;
}

export {
  estimateTokens,
  lineTokens
};
