/**
 * The farm's calendar days, in its time zone (FARM_TIME_ZONE): what "today" is in the office and
 * the checkout, and when a day such as 2026-11-23 begins and ends. An order's day is its pickup day,
 * or for a delivery the day it was paid (docs/architecture.md#the-farms-office).
 */
import type { FarmDay } from '../domain';

const ONE_DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in the zone at an instant, read as if it were UTC. */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** Whether Intl knows the zone (an IANA name such as America/Sao_Paulo, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) an instant falls on, in the zone. */
export function dayOf(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The hour (0 to 23) on the zone's clocks at an instant: what a day's cut-off is compared with. */
export function hourOf(instant: Date, timeZone: string): number {
  return new Date(wallClock(instant.getTime(), timeZone)).getUTCHours();
}

/** The first instant of a calendar day in the zone (its midnight, or the first hour after a daylight-saving gap). */
function dayStart(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  // The zone's offset at a guess, then at the corrected instant: right across a change of offset.
  let instant = midnight - (wallClock(midnight, timeZone) - midnight);
  instant = midnight - (wallClock(instant, timeZone) - instant);
  // A midnight skipped by daylight saving: the day begins at the first instant on it.
  while (dayOf(new Date(instant), timeZone) < day) instant += 60 * 60_000;
  return new Date(instant);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + ONE_DAY_MS).toISOString().slice(0, 10);

/** A calendar day in the zone, as instants: from its `start` (included) to its `end` (excluded). */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: dayStart(day, timeZone), end: dayStart(nextDay(day), timeZone) };
}

/** A calendar day with its span in the zone. */
export const farmDay = (day: string, timeZone: string): FarmDay => ({ day, ...dayBounds(day, timeZone) });
