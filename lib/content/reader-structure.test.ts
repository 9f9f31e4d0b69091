/** @jest-environment node */
// How the reader finds fields, values, groups and lists around an editor's slip: each message and where it points.
import { positionOf, readContentFile } from './reader';
import { changed, slipsOf, where } from './reader-for-tests';

const jobsFile = `import type { JobsContent } from '../lib/content/schema';

/** Open positions. */
export const jobs = {
  heading: 'Join Our Team',
  applyLabel: 'Apply Now',
  jobs: [
    {
      slug: 'web-development',
      title: 'Web Development',
      image: { src: '/images/jobs/web-development.svg', alt: 'A browser window with code' },
      summary: 'Build fast, accessible websites and web applications.',
      responsibilities: ['Build responsive pages', 'Work with designers'],
      minimumExperienceMonths: 0,
    },
  ],
} satisfies JobsContent;
`;

const edited = (from: string, to: string) => changed(jobsFile, from, to);

/** Where positionOf points in the first job of a jobs file, for `path` in it (and `key`). */
function inFirstJob(text: string, path: readonly (string | number)[], key?: string) {
  return positionOf(readContentFile(text).exports.get('jobs'), ['jobs', 0, ...path], key);
}

test('the jobs file reads without a slip', () => {
  expect(slipsOf(jobsFile)).toEqual([]);
});

describe('a field without its value', () => {
  test('with its comma on the next line, before the next field: only the missing value is told, the comma is its own', () => {
    const text = edited("      title: 'Web Development',\n", "      title:\n      , location: 'Coimbatore',\n");
    expect(slipsOf(text)).toEqual([
      '10:7: The field title has no value. Write its value after title: in quotes, on the same line or the next one.',
    ]);
    // The field is there, pointed at by its name; the next one is read.
    expect(inFirstJob(text, ['title'])).toEqual({ line: 10, column: 7 });
    expect(inFirstJob(text, ['location'])).toEqual(where(text, "'Coimbatore'"));
  });

  test('with its colon and a comma on the line below its name: one message, at the name', () => {
    const text = edited("      title: 'Web Development',\n", '      title\n        : ,\n');
    expect(slipsOf(text)).toEqual([
      '10:7: The field title has no value. Write its value after title: in quotes, on the same line or the next one.',
    ]);
  });

  test('before the next field on the line below, its comma written: the value is missing, not cut off', () => {
    expect(slipsOf(edited("      title: 'Web Development',\n", '      title: ,\n'))).toEqual([
      '10:7: The field title has no value. Write its value after title: in quotes, on the same line or the next one.',
    ]);
  });

  test('before the closing bracket of a group on one line, its comma written', () => {
    expect(slipsOf(edited("alt: 'A browser window with code' }", 'alt: , }'))).toEqual([
      '11:57: The field alt has no value. Write its value after alt: in quotes, on the same line or the next one.',
    ]);
  });

  test('before a field whose name is a number on the line below', () => {
    const text = `export const errors = {
  403: ,
  404: 'Page not found',
};
`;
    expect(slipsOf(text)).toEqual([
      '2:3: The field 403 has no value. Write its value after 403: in quotes, on the same line or the next one.',
    ]);
    expect(positionOf(readContentFile(text).exports.get('errors'), ['404'])).toEqual(where(text, "'Page not found'"));
  });

  test('before words without quotes on the line below: the value is missing (the words read as a field)', () => {
    const text = edited("      title: 'Web Development',\n", '      title: ,\n        Web Development,\n');
    expect(slipsOf(text)[0]).toBe(
      '10:7: The field title has no value. Write its value after title: in quotes, on the same line or the next one.',
    );
  });

  test('its comma before a text on the line below is the slip: the comma cuts the field off from its value', () => {
    const text = edited("      title: 'Web Development',\n", "      title: ,\n        'Web Development',\n");
    expect(slipsOf(text)).toEqual([
      '10:14: This comma after title: cuts the field off from its value on the next line. Delete this comma; the comma goes after the value.',
    ]);
    expect(inFirstJob(text, ['title'])).toEqual(where(text, "'Web Development'"));
  });

  test('and without its colon, alone before the closing bracket of its group', () => {
    expect(
      slipsOf(edited("alt: 'A browser window with code' }", "alt: 'A browser window with code', width }")),
    ).toEqual(['11:92: The field width has no value. Write width: followed by its value.']);
  });

  test('on a line of its own, when the next line is already another field', () => {
    const text = edited(
      "      summary: 'Build fast, accessible websites and web applications.',\n",
      '      summary:\n',
    );
    expect(slipsOf(text)).toEqual([
      '12:7: The field summary has no value: the line after it is already the field responsibilities. Write its value after summary: in quotes, on the same line or the next one.',
    ]);
    expect(inFirstJob(text, ['summary'])).toEqual({ line: 12, column: 7 });
  });
});

describe('a list left open', () => {
  test('before a group in it that goes on below: one message, and the group around the list still ends at its bracket', () => {
    const text = `export const home = {
  heading: 'Welcome',
  tags: ['web', {
    slug: 'app',
  },
};

export const behaviour = {
  preloaderMs: 4000,
};
`;
    expect(slipsOf(text)).toEqual([
      '3:9: The square bracket [ opened here is never closed. Add ] after the last value on this line.',
    ]);
    const read = readContentFile(text);
    expect(positionOf(read.exports.get('home'), ['tags', 1, 'slug'])).toEqual(where(text, "'app'"));
    expect(positionOf(read.exports.get('behaviour'), ['preloaderMs'])).toEqual(where(text, '4000'));
  });
});

describe('a value that looks like a field', () => {
  test('words with a colon after a field, on its line, are its value without quotes', () => {
    expect(
      slipsOf(
        edited(
          "      summary: 'Build fast, accessible websites and web applications.',",
          '      summary: Note: freshers can apply,',
        ),
      ),
    ).toEqual([
      "12:16: Note: freshers can apply is written without quotes. Text always goes between quotes: write 'Note: freshers can apply'.",
    ]);
  });

  test('a time without quotes on the line after its field is its value', () => {
    const text = edited(
      "      summary: 'Build fast, accessible websites and web applications.',",
      '      summary:\n        9:30 AM - 6:30 PM,',
    );
    expect(slipsOf(text)).toEqual([
      "13:9: 9:30 AM - 6:30 PM is written without quotes. Text always goes between quotes: write '9:30 AM - 6:30 PM'.",
    ]);
    expect(inFirstJob(text, ['summary'])).toEqual({ line: 13, column: 9 });
  });

  test('one word on the line after its field is its value, even when the next line starts with a colon', () => {
    // The next field's name was deleted, leaving its colon.
    const text = edited(
      "      summary: 'Build fast, accessible websites and web applications.',\n",
      "      summary:\n        Careers\n      : 'Apply Now',\n",
    );
    expect(slipsOf(text)).toEqual([
      "13:9: Careers is written without quotes. Text always goes between quotes: write 'Careers'.",
      "14:7: : cannot start a field here. A field is written name: value, such as title: 'Web Development'.",
    ]);
  });
});

describe('a field name without its colon', () => {
  test('takes the rest of its line as its value, a colon in it too', () => {
    const text = edited("      title: 'Web Development',", '      title Role: Web Developer,');
    expect(slipsOf(text)).toEqual(['10:12: A colon : is missing after title. Write title: and then its value.']);
    expect(inFirstJob(text, ['title'])).toEqual(where(text, 'Role'));
    expect(inFirstJob(text, [], 'Role')).toEqual(where(text, '{\n      slug'));
  });

  test('alone on its line before the next field is a field without a value, pointed at by its name', () => {
    const text = edited("      title: 'Web Development',\n", "      title: 'Web Development',\n      location\n");
    expect(slipsOf(text)).toEqual(['11:15: A colon : is missing after location. Write location: and then its value.']);
    expect(inFirstJob(text, ['location'])).toEqual({ line: 11, column: 7 });
    expect(inFirstJob(text, [], 'location')).toEqual({ line: 11, column: 7 });
  });
});

describe('what cannot start a field is passed over to the next field', () => {
  test('a heading written as in Markdown, on a line of its own: the next field is still read', () => {
    const text = edited("  heading: 'Join Our Team',\n", "  # Open positions\n  heading: 'Join Our Team',\n");
    expect(slipsOf(text)).toEqual([
      "5:3: # cannot start a field here. A field is written name: value, such as title: 'Web Development'.",
    ]);
    expect(positionOf(readContentFile(text).exports.get('jobs'), ['heading'])).toEqual(where(text, "'Join Our Team'"));
  });

  test('a field whose name was deleted, in a group on one line: the next field on the line is still read', () => {
    const text = edited("{ src: '/images", "{ : '/images");
    expect(slipsOf(text)).toEqual([
      "11:16: : cannot start a field here. A field is written name: value, such as title: 'Web Development'.",
    ]);
    expect(inFirstJob(text, ['image', 'alt'])).toEqual(where(text, "'A browser window with code'"));
  });

  test('a field whose name was deleted, last in a group on one line: the group still ends at its bracket', () => {
    const text = edited("alt: 'A browser window with code' }", ": 'A browser window with code' }");
    expect(slipsOf(text)).toEqual([
      "11:57: : cannot start a field here. A field is written name: value, such as title: 'Web Development'.",
    ]);
    expect(inFirstJob(text, ['summary'])).toEqual(where(text, "'Build fast"));
    expect(inFirstJob(text, ['image'], 'summary')).toEqual(where(text, "{ src: '/images"));
  });
});

describe('names a file defines or imports may stand without quotes, and nothing else', () => {
  test('a file without imports still has its words without quotes reported', () => {
    const text = `export const site = {
  city: Coimbatore,
};
`;
    expect(slipsOf(text)).toEqual([
      "2:9: Coimbatore is written without quotes. Text always goes between quotes: write 'Coimbatore'.",
    ]);
  });

  test('the word import inside a text starts no import', () => {
    const text = `export const site = {
  action: 'import',
  city: Coimbatore,
};
`;
    expect(slipsOf(text)).toEqual([
      "3:9: Coimbatore is written without quotes. Text always goes between quotes: write 'Coimbatore'.",
    ]);
  });

  test('an import without from ends at its semicolon', () => {
    const text = `import './styles.css';
export const site = {
  city: Coimbatore,
};
`;
    expect(slipsOf(text)).toEqual([
      "3:9: Coimbatore is written without quotes. Text always goes between quotes: write 'Coimbatore'.",
    ]);
  });

  test('a name defined with let, as with const, is TypeScript’s to read', () => {
    const text = `let city = 'Coimbatore';
export const site = {
  address: city,
};
`;
    expect(slipsOf(text)).toEqual([]);
  });
});

test('a field whose value was deleted with its comma left, at the end of its group, is told it has no value', () => {
  const text = `export const site = {
  city: 'Coimbatore',
  title:,
};
`;
  expect(slipsOf(text)).toEqual([
    '3:3: The field title has no value. Write its value after title: in quotes, on the same line or the next one.',
  ]);
});
