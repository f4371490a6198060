import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/events/id.ts
import { createHash } from "node:crypto";
var ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
var TIME_LENGTH = 10;
var MAX_TIME = 2 ** 48 - 1;
var EVENT_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
function encodeTime(ms) {
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIME)
    throw new RangeError(`time out of range for an id: ${ms}`);
  let out = "";
  let rest = ms;
  for (let i = 0; i < TIME_LENGTH; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}
function encodeRandom(bytes) {
  if (bytes.length < 10) throw new RangeError("an id needs 10 bytes of entropy");
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < 10; i++) {
    buffer = buffer << 8 | bytes[i];
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[buffer >> bits & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}
function newEventId(ms, entropy) {
  return encodeTime(ms) + encodeRandom(entropy);
}
function deriveEventId(ms, sourceKey) {
  const digest = createHash("sha256").update(sourceKey).digest();
  return encodeTime(ms) + encodeRandom(digest);
}
function timeOfId(id) {
  let ms = 0;
  for (let i = 0; i < TIME_LENGTH; i++) ms = ms * 32 + ALPHABET.indexOf(id[i].toUpperCase());
  return ms;
}
function shortId(id) {
  return id.slice(TIME_LENGTH, TIME_LENGTH + 8);
}
function matchesIdPrefix(id, prefix) {
  const wanted = prefix.toUpperCase();
  return id.startsWith(wanted) || id.startsWith(wanted, TIME_LENGTH);
}

export {
  EVENT_ID_PATTERN,
  newEventId,
  deriveEventId,
  timeOfId,
  shortId,
  matchesIdPrefix
};
