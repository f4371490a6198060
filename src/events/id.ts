/**
 * Event ids: 26 characters of Crockford base32, ULID layout. The first 10 characters
 * encode the time in milliseconds, so ids sort by time; the last 16 carry 80 bits that
 * are random for manual events and derived from the source for captured ones, so that
 * capturing the same transcript twice yields the same ids.
 */
import { createHash } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;
const MAX_TIME = 2 ** 48 - 1;

/** The pattern every stored id matches. */
export const EVENT_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

function encodeTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIME)
    throw new RangeError(`time out of range for an id: ${ms}`);
  let out = '';
  let rest = ms;
  for (let i = 0; i < TIME_LENGTH; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

/** Encodes the first 80 bits of `bytes` as 16 base32 characters. */
function encodeRandom(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new RangeError('an id needs 10 bytes of entropy');
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < 10; i++) {
    buffer = (buffer << 8) | bytes[i]!;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

/** A new id for time `ms` with the given entropy (10 random bytes). */
export function newEventId(ms: number, entropy: Uint8Array): string {
  return encodeTime(ms) + encodeRandom(entropy);
}

/**
 * The id of a captured event: the same `sourceKey` (session, record uuid, block, layer…)
 * always gives the same id, which makes re-capture idempotent.
 */
export function deriveEventId(ms: number, sourceKey: string): string {
  const digest = createHash('sha256').update(sourceKey).digest();
  return encodeTime(ms) + encodeRandom(digest);
}

/** The millisecond time encoded in an id. */
export function timeOfId(id: string): number {
  let ms = 0;
  for (let i = 0; i < TIME_LENGTH; i++) ms = ms * 32 + ALPHABET.indexOf(id[i]!.toUpperCase());
  return ms;
}

/**
 * The short form shown by `cortex log`: 8 characters of the id's entropy. The time part
 * would be a poor abbreviation, since events captured in one turn share it.
 */
export function shortId(id: string): string {
  return id.slice(TIME_LENGTH, TIME_LENGTH + 8);
}

/** Whether `prefix` abbreviates `id`, either as a prefix of the whole id or of its short form. */
export function matchesIdPrefix(id: string, prefix: string): boolean {
  const wanted = prefix.toUpperCase();
  return id.startsWith(wanted) || id.startsWith(wanted, TIME_LENGTH);
}

export const ID_TIME_LENGTH = TIME_LENGTH;
export const ID_RANDOM_LENGTH = RANDOM_LENGTH;
