/** @jest-environment node */
// A job is open through its validThrough day: the build on that very day still makes its page.
import { dayOf, isOpen } from './open-jobs';

const job = { validThrough: '2026-11-23' };

test('the build day is its UTC date, written as content writes dates (18:30 UTC is already the next day in India)', () => {
  expect(dayOf(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-23');
});

test('a job is open before and on its validThrough day, and closed the day after', () => {
  expect(isOpen(job, new Date('2026-11-22T12:00:00Z'))).toBe(true);
  expect(isOpen(job, new Date('2026-11-23T00:00:00Z'))).toBe(true);
  expect(isOpen(job, new Date('2026-11-23T23:59:59Z'))).toBe(true);
  expect(isOpen(job, new Date('2026-11-24T00:00:00Z'))).toBe(false);
});
