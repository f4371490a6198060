/**
 * `<private>…</private>` spans: what a user marked as never to be stored is cut out of a
 * text before anything else reads it (extraction, the secret rules, the log).
 */

/** A `<private>…</private>` span (or an unclosed one, to the end) that must never be stored. */
const PRIVATE_SPAN = /<private>[\s\S]*?(<\/private>|$)/gi;

/** Replaces `<private>` spans with a marker, before anything else reads the text. */
export function removePrivateSpans(text: string): string {
  return text.includes('<private') || text.includes('<PRIVATE')
    ? text.replace(PRIVATE_SPAN, '[private]')
    : text;
}
