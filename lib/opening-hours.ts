/**
 * Opening hours are written once, the way visitors read them ("Mon-Sat", "9.30AM - 6.00PM"), and turned
 * here into the machine-readable form search engines want, so the footer and the structured data agree.
 */
export type OpeningHoursLine = { days: string; hours: string };

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type Weekday = (typeof WEEK)[number];

export type OpeningHoursSpec = {
  dayOfWeek: Weekday[];
  /** 24-hour "HH:MM"; a closed day opens and closes at "00:00", as schema.org recommends. */
  opens: string;
  closes: string;
};

function dayIndex(name: string): number {
  return WEEK.findIndex((day) => name.length >= 3 && day.toLowerCase().startsWith(name.toLowerCase()));
}

function to24Hour(time: string): string | undefined {
  const match = /^(\d{1,2})\.(\d{2})(AM|PM)$/.exec(time.trim());
  if (!match) return undefined;
  const [, h, m, half] = match;
  const hour = Number(h);
  if (hour < 1 || hour > 12 || Number(m) > 59) return undefined;
  const hour24 = (hour % 12) + (half === 'PM' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${m}`;
}

export function parseOpeningHours(lines: readonly OpeningHoursLine[]): { specs: OpeningHoursSpec[]; error?: string } {
  const specs: OpeningHoursSpec[] = [];
  for (const { days, hours } of lines) {
    const [first, last = first] = days.split('-').map(dayIndex);
    if (first < 0 || last < 0 || last < first)
      return { specs, error: `has days "${days}" that cannot be read. Write a day such as "Sunday" or a range such as "Mon-Sat".` };
    const dayOfWeek = WEEK.slice(first, last + 1);
    if (hours.trim().toLowerCase() === 'closed') {
      specs.push({ dayOfWeek, opens: '00:00', closes: '00:00' });
      continue;
    }
    const [opens, closes] = hours.split(' - ').map(to24Hour);
    if (!opens || !closes)
      return { specs, error: `has hours "${hours}" that cannot be read. Write them like "9.30AM - 6.00PM", or "closed".` };
    if (closes <= opens)
      return { specs, error: `has hours "${hours}" that close before they open. Check AM and PM.` };
    specs.push({ dayOfWeek, opens, closes });
  }
  return { specs };
}
