/**
 * Opening hours are written once, the way visitors read them ("Mon-Sat", "9.30AM - 6.00PM"), and turned
 * here into the machine-readable form search engines want, so the footer and the structured data agree.
 */
export type OpeningHoursLine = { days: string; hours: string };

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

type Weekday = (typeof WEEK)[number];

export type OpeningHoursSpec = {
  dayOfWeek: Weekday[];
  /** 24-hour "HH:MM"; a closed day opens and closes at "00:00", as schema.org recommends. */
  opens: string;
  closes: string;
};

/** One mistake in one of a line's two fields (worded to follow `field "hours"`). */
export type LineMistake = { field: 'days' | 'hours'; error: string };

/** One line read, or every mistake in it, so an editor fixes both fields in one go. */
export type LineResult = { spec: OpeningHoursSpec } | { mistakes: LineMistake[] };

// Editors type a hyphen or, copying from a document, an en dash; spaces around it do not matter.
const DASH = /\s*[-–]\s*/;

function dayIndex(name: string): number {
  return WEEK.findIndex((day) => name.length >= 3 && day.toLowerCase().startsWith(name.toLowerCase()));
}

/** "9.30AM", "9:30 am" or "6PM" as 24-hour "09:30"; undefined when it is not a 12-hour time. */
function to24Hour(time: string): string | undefined {
  // Anchored at both ends, so "9.30AMM" or "x9.30AM" is not read as a time.
  const match = /^(\d{1,2})(?:[.:](\d{2}))?\s*(AM|PM)$/i.exec(time);
  if (!match) return undefined;
  const [, h, m = '00', half] = match;
  const hour = Number(h);
  if (hour < 1 || hour > 12 || Number(m) > 59) return undefined;
  const hour24 = (hour % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${m}`;
}

function readDays(days: string): { dayOfWeek: Weekday[] } | LineMistake {
  const names = days.trim().split(DASH);
  const [first, last = first] = names.map(dayIndex);
  if (names.length > 2 || first < 0 || last < 0)
    return {
      field: 'days',
      error: `is "${days}", which is not a day or a range of days. Write a day such as "Sunday" or a range such as "Mon-Sat".`,
    };
  if (last < first)
    return {
      field: 'days',
      error: `is "${days}", which runs backwards through the week. Write the earlier day first, such as "Mon-Sat".`,
    };
  return { dayOfWeek: WEEK.slice(first, last + 1) };
}

function readHours(hours: string): { opens: string; closes: string } | LineMistake {
  if (hours.trim().toLowerCase() === 'closed') return { opens: '00:00', closes: '00:00' };
  const times = hours.trim().split(DASH);
  const [opens, closes] = times.map(to24Hour);
  if (times.length !== 2 || !opens || !closes)
    return {
      field: 'hours',
      error: `is "${hours}", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".`,
    };
  if (closes <= opens)
    return {
      field: 'hours',
      error: `is "${hours}", which closes before it opens. Check AM and PM: a working day reads like "9.30AM - 6.00PM".`,
    };
  return { opens, closes };
}

export function readOpeningHoursLine({ days, hours }: OpeningHoursLine): LineResult {
  const day = readDays(days);
  const time = readHours(hours);
  const mistakes = [day, time].filter((part): part is LineMistake => 'error' in part);
  if ('error' in day || 'error' in time) return { mistakes };
  return { spec: { dayOfWeek: day.dayOfWeek, ...time } };
}

/** The first day that two lines both give hours for, e.g. "Mon-Sat" and "Saturday". */
export function repeatedDay(specs: readonly OpeningHoursSpec[]): { day: string; line: number } | undefined {
  const seen = new Set<string>();
  for (const [line, spec] of specs.entries())
    for (const day of spec.dayOfWeek) {
      if (seen.has(day)) return { day, line };
      seen.add(day);
    }
  return undefined;
}

/** The hours for search engines; `error` names the first line that cannot be read, with all its mistakes. */
export function parseOpeningHours(lines: readonly OpeningHoursLine[]): { specs: OpeningHoursSpec[]; error?: string } {
  const specs: OpeningHoursSpec[] = [];
  for (const [i, line] of lines.entries()) {
    const result = readOpeningHoursLine(line);
    if ('mistakes' in result)
      return {
        specs,
        error: `Line ${i + 1}, ${result.mistakes.map(({ field, error }) => `${field} ${error}`).join(' And ')}`,
      };
    specs.push(result.spec);
  }
  const repeated = repeatedDay(specs);
  if (repeated) return { specs, error: `Line ${repeated.line + 1} gives hours for ${repeated.day} a second time.` };
  return { specs };
}
