/** @jest-environment node */
import { githubAnnotation, reportLines } from './report';

const problem = {
  file: 'content/contact.yaml',
  line: 6,
  column: 14,
  message: 'The text stops early.\nPut the whole text in double quotes: "Let\'s talk", 100% of it.',
};

test('an annotation names the file, line and column, escaping what GitHub would otherwise read as syntax', () => {
  expect(githubAnnotation('error', problem)).toBe(
    '::error file=content/contact.yaml,line=6,col=14::' +
      'The text stops early.%0APut the whole text in double quotes: "Let\'s talk", 100%25 of it.',
  );
  expect(githubAnnotation('warning', { ...problem, file: 'a,b:c%.ts', message: 'one\r\ntwo' })).toBe(
    '::warning file=a%2Cb%3Ac%25.ts,line=6,col=14::one%0D%0Atwo',
  );
});

test('each problem is one line for a person, and on GitHub Actions also an annotation after it', () => {
  const second = { ...problem, line: 9, message: 'A comma is missing.' };
  expect(reportLines('error', [problem, second], false)).toEqual([
    `  ✗ content/contact.yaml:6:14: ${problem.message}`,
    '  ✗ content/contact.yaml:9:14: A comma is missing.',
  ]);
  expect(reportLines('warning', [second], true)).toEqual([
    '  ⚠ content/contact.yaml:9:14: A comma is missing.',
    '::warning file=content/contact.yaml,line=9,col=14::A comma is missing.',
  ]);
});
