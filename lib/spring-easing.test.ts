/**
 * @jest-environment node
 */
import { spring } from 'framer-motion/dom';
import { CAROUSEL_SPRING_BOUNCE, springEasing } from './spring-easing';

type Stop = { value: number; percent: number };

/** The stops of a linear() easing that gives every stop its percentage, as springEasing does. */
function parseLinear(easing: string): Stop[] {
  const body = /^linear\((.*)\)$/.exec(easing)?.[1];
  if (body === undefined) throw new Error(`not a linear() easing: ${easing}`);
  return body.split(', ').map((stop) => {
    const match = /^(-?\d+(?:\.\d+)?) (\d+(?:\.\d+)?)%$/.exec(stop);
    if (!match) throw new Error(`not a "value percent%" stop: ${stop}`);
    return { value: Number(match[1]), percent: Number(match[2]) };
  });
}

/** What the browser plays at `time` (0 to 1 of the animation): the straight line between the stops either side. */
function evaluate(stops: Stop[], time: number): number {
  const percent = time * 100;
  const after = stops.findIndex((stop) => stop.percent >= percent);
  if (after <= 0) return stops[0].value;
  const before = stops[after - 1];
  const next = stops[after];
  return before.value + ((next.value - before.value) * (percent - before.percent)) / (next.percent - before.percent);
}

/** framer-motion's own curve for `{ type: 'spring', duration: durationSeconds, bounce }` at `time` (0 to 1). */
function framerMotionAt(durationSeconds: number, bounce: number) {
  const generator = spring({ keyframes: [0, 1], duration: durationSeconds * 1000, bounce });
  return (time: number) => generator.next(time * durationSeconds * 1000).value;
}

const TIMES = Array.from({ length: 1000 }, (_, i) => i / 999);

const SITE = { durationSeconds: 3, bounce: CAROUSEL_SPRING_BOUNCE };

describe.each([
  SITE,
  { durationSeconds: 0.2, bounce: CAROUSEL_SPRING_BOUNCE },
  { durationSeconds: 1, bounce: 0 },
  { durationSeconds: 0.6, bounce: 0.5 },
  { durationSeconds: 2, bounce: -0.3 },
])('duration $durationSeconds s, bounce $bounce', ({ durationSeconds, bounce }) => {
  const stops = parseLinear(springEasing({ durationSeconds, bounce }));

  test("stays within 1% of framer-motion's spring at 1000 evenly spaced times", () => {
    const framerMotion = framerMotionAt(durationSeconds, bounce);
    const largestError = Math.max(...TIMES.map((time) => Math.abs(evaluate(stops, time) - framerMotion(time))));
    expect(largestError).toBeLessThanOrEqual(0.01);
  });

  test('starts at 0 at 0% and ends at exactly 1 at 100%, the stops in strictly increasing order', () => {
    expect(stops[0]).toEqual({ value: 0, percent: 0 });
    expect(stops.at(-1)).toEqual({ value: 1, percent: 100 });
    for (let i = 1; i < stops.length; i++) expect(stops[i].percent).toBeGreaterThan(stops[i - 1].percent);
  });
});

test('overshoots as the spring does, and is short enough to inline', () => {
  const easing = springEasing(SITE);
  expect(Math.max(...parseLinear(easing).map((stop) => stop.value))).toBeGreaterThan(1.01);
  expect(easing.length).toBeLessThan(1024);
});

test('without bounce, it does not overshoot', () => {
  expect(Math.max(...parseLinear(springEasing({ durationSeconds: 3, bounce: 0 })).map((stop) => stop.value))).toBe(1);
});

test('is deterministic', () => {
  expect(springEasing(SITE)).toBe(springEasing(SITE));
});

test('a different bounce gives a different curve', () => {
  expect(springEasing({ ...SITE, bounce: 0.5 })).not.toBe(springEasing(SITE));
});

test("a different duration only stretches the spring in time, so the CSS animation's duration carries it", () => {
  // framer-motion scales a duration spring's stiffness with the duration: its shape over 0..1 stays the same.
  expect(springEasing({ ...SITE, durationSeconds: 1 })).toBe(springEasing(SITE));
});
