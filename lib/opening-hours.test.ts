import { loadContent } from './content';
import { parseOpeningHours, readOpeningHoursLine } from './opening-hours';

const { site } = loadContent();

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test("the shipped hours are read, one entry per line (the spec's hours: lib/spec-conformance.test.ts)", () => {
  const { specs, error } = parseOpeningHours(site.openingHours);
  expect(error).toBeUndefined();
  expect(specs).toHaveLength(site.openingHours.length);
});

describe('12-hour times', () => {
  const hours = (text: string) => readOpeningHoursLine({ days: 'Mon', hours: text });

  test('12 AM is midnight and 12 PM is noon', () => {
    expect(hours('12.00AM - 12.00PM')).toEqual({ spec: { dayOfWeek: ['Monday'], opens: '00:00', closes: '12:00' } });
  });

  test('12.30 PM is half past noon, 1 PM is 13:00', () => {
    expect(hours('12.30PM - 1.00PM')).toEqual({ spec: { dayOfWeek: ['Monday'], opens: '12:30', closes: '13:00' } });
  });

  test('11.59 PM is the last minute of the day', () => {
    expect(hours('10.00AM - 11.59PM')).toEqual({ spec: { dayOfWeek: ['Monday'], opens: '10:00', closes: '23:59' } });
  });

  test('common spellings read the same: colon, lowercase, spaces, no minutes, an en dash', () => {
    for (const text of ['9:30 am - 6 pm', '9.30AM-6.00PM', '9.30 AM – 6.00 PM'])
      expect(hours(text)).toEqual({ spec: { dayOfWeek: ['Monday'], opens: '09:30', closes: '18:00' } });
  });

  test.each([
    '9.30AMM - 6.00PM',
    '9.30AM - 6.00PMx',
    'x9.30AM - 6.00PM',
    '0.30AM - 6.00PM',
    '13.00PM - 6.00PM',
    '9.60AM - 6.00PM',
    '9.30 - 6.00',
    '9.30AM to 6.00PM',
    '9.30AM',
  ])('"%s" is not a 12-hour time range', (text) => {
    expect(hours(text)).toEqual({
      mistakes: [
        {
          field: 'hours',
          error: `is "${text}", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".`,
        },
      ],
    });
  });
});

describe('ranges that close before they open', () => {
  test.each(['6.00PM - 9.30AM', '9.30AM - 9.30AM', '9.00AM - 12.00AM'])(
    '"%s" is reported, with AM and PM to check',
    (text) => {
      expect(readOpeningHoursLine({ days: 'Mon-Sat', hours: text })).toEqual({
        mistakes: [
          {
            field: 'hours',
            error: `is "${text}", which closes before it opens. Check AM and PM: a working day reads like "9.30AM - 6.00PM".`,
          },
        ],
      });
    },
  );
});

describe('days', () => {
  test('full names, short names and ranges in any case', () => {
    expect(readOpeningHoursLine({ days: 'monday - friday', hours: 'Closed' })).toEqual({
      spec: { dayOfWeek: WEEKDAYS.slice(0, 5), opens: '00:00', closes: '00:00' },
    });
  });

  test('a range that runs backwards through the week', () => {
    expect(readOpeningHoursLine({ days: 'Sat-Mon', hours: 'closed' })).toEqual({
      mistakes: [
        {
          field: 'days',
          error: 'is "Sat-Mon", which runs backwards through the week. Write the earlier day first, such as "Mon-Sat".',
        },
      ],
    });
  });

  test.each(['Mo', 'Holidays', 'Mon-Tue-Wed'])('"%s" is not a day or a range of days', (days) => {
    expect(readOpeningHoursLine({ days, hours: 'closed' })).toEqual({
      mistakes: [
        {
          field: 'days',
          error: `is "${days}", which is not a day or a range of days. Write a day such as "Sunday" or a range such as "Mon-Sat".`,
        },
      ],
    });
  });
});

test('a line with a mistake in both fields reports both', () => {
  expect(readOpeningHoursLine({ days: 'Sundy', hours: '9.30AMM - 6.00PM' })).toEqual({
    mistakes: [
      {
        field: 'days',
        error:
          'is "Sundy", which is not a day or a range of days. Write a day such as "Sunday" or a range such as "Mon-Sat".',
      },
      {
        field: 'hours',
        error:
          'is "9.30AMM - 6.00PM", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".',
      },
    ],
  });
});

test('the first mistake in a list names its line; a day given twice is one', () => {
  expect(
    parseOpeningHours([
      { days: 'Mon-Sat', hours: '9.30AM - 6.00PM' },
      { days: 'Sun', hours: 'noon' },
    ]).error,
  ).toBe(
    'Line 2, hours is "noon", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".',
  );
  expect(
    parseOpeningHours([
      { days: 'Mon-Sat', hours: '9.30AM - 6.00PM' },
      { days: 'Saturday', hours: 'closed' },
    ]).error,
  ).toBe('Line 2 gives hours for Saturday a second time.');
});

describe('a time is the whole of its side of the range', () => {
  test.each(['9.30AMM - 6.00PM', 'at 9.30AM - 6.00PM', '9.30AM - 6.00PMs', '9.30AM - 6.00P'])(
    '"%s" is rejected, not read as the time inside it',
    (text) => {
      expect(readOpeningHoursLine({ days: 'Mon-Sat', hours: text })).toMatchObject({ mistakes: [{ field: 'hours' }] });
    },
  );
});

describe('what an editor may type around the days and hours', () => {
  test('spaces before or after a line are ignored', () => {
    expect(readOpeningHoursLine({ days: ' Mon-Sat ', hours: ' 9.30AM - 6.00PM ' })).toEqual({
      spec: { dayOfWeek: WEEKDAYS, opens: '09:30', closes: '18:00' },
    });
    expect(readOpeningHoursLine({ days: 'Sun', hours: ' closed ' })).toEqual({
      spec: { dayOfWeek: ['Sunday'], opens: '00:00', closes: '00:00' },
    });
  });

  test.each(['Holidays-Sat', 'Mon-Holidays'])(
    'a range with one end that is not a day, "%s", is not a range',
    (days) => {
      expect(readOpeningHoursLine({ days, hours: 'closed' })).toEqual({
        mistakes: [
          {
            field: 'days',
            error: `is "${days}", which is not a day or a range of days. Write a day such as "Sunday" or a range such as "Mon-Sat".`,
          },
        ],
      });
    },
  );

  test('three times are not a range', () => {
    expect(readOpeningHoursLine({ days: 'Mon', hours: '9.00AM - 1.00PM - 6.00PM' })).toMatchObject({
      mistakes: [{ field: 'hours' }],
    });
  });
});

test('a line with both its days and its hours unreadable names both mistakes, one after the other', () => {
  const { error } = parseOpeningHours([{ days: 'Someday', hours: 'noon' }]);
  expect(error).toMatch(/^Line 1, days .+ And hours .+$/);
});
