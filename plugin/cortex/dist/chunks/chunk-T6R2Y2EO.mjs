import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  collisionAliases
} from "./chunk-G37PHZM2.mjs";
import {
  matchesIdPrefix,
  shortId
} from "./chunk-A5IE5JQV.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/events/lookup.ts
function findEventByPrefix(events, prefix, aliases) {
  if (prefix.length < 4) {
    throw new CortexError("AMBIGUOUS_ID", `'${prefix}' is too short to name an event`, {
      hint: "give at least 4 characters of the id"
    });
  }
  const matches = events.filter((event) => matchesIdPrefix(event.id, prefix));
  for (const [id, event] of aliases ?? [])
    if (matchesIdPrefix(id, prefix) && !matches.includes(event)) matches.push(event);
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) {
    throw new CortexError("UNKNOWN_ID", `no event matches '${prefix}'`, {
      hint: "'cortex log --oneline' lists event ids"
    });
  }
  const listed = matches.slice(0, 5).map(
    (event) => `${shortId(event.id)} ${event.type}: ${event.content.split("\n", 1)[0].slice(0, 60)}`
  );
  throw new CortexError("AMBIGUOUS_ID", `'${prefix}' matches ${matches.length} events`, {
    hint: `give more characters; candidates:
  ${listed.join("\n  ")}`
  });
}
function findLoggedEvent(log, prefix) {
  return findEventByPrefix(log.events, prefix, collisionAliases(log.collisions));
}

export {
  findEventByPrefix,
  findLoggedEvent
};
