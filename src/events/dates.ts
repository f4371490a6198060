/**
 * Dates as `--since` and `--until` take them: `2026-11-20`, a full ISO time, `yesterday`,
 * `3 days ago`, `2.weeks.ago` (git's spelling). A bare date means the whole day, in local time.
 */
import { UsageError } from '../errors.js';

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

/** Parses a date argument to milliseconds; `end` picks the end of a bare day (for --until). */
export function parseDateArg(text: string, now: Date, end: boolean, option: string): number {
  const value = text.trim().toLowerCase();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const start = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    if (!Number.isNaN(start.getTime()) && start.getDate() === Number(day[3])) {
      return end ? start.getTime() + 86_400_000 - 1 : start.getTime();
    }
  }
  if (value === 'now') return now.getTime();
  if (value === 'today' || value === 'yesterday') {
    const start = new Date(
      now.getFullYear(),
      now.getMonth(),
      now.getDate() - (value === 'yesterday' ? 1 : 0),
    );
    return end ? start.getTime() + 86_400_000 - 1 : start.getTime();
  }
  const relative = /^(\d+)[\s.]*(second|minute|hour|day|week|month|year)s?([\s.]+ago)?$/.exec(
    value,
  );
  if (relative) return now.getTime() - Number(relative[1]) * UNIT_MS[relative[2]!]!;
  if (/^\d{4}-\d{2}-\d{2}t/.test(value)) {
    const ms = Date.parse(text.trim());
    if (!Number.isNaN(ms)) return ms;
  }
  throw new UsageError(
    `--${option}: cannot read '${text}' as a date`,
    "use a date (2026-11-20), a time (2026-11-20T14:00:00Z), 'yesterday' or '3 days ago'",
  );
}
