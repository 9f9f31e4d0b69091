/**
 * framer-motion's spring, played by CSS: the curve comes from framer-motion's own spring generator, run at build
 * time, and reaches the browser as a CSS linear() easing, so no animation library ships to visitors.
 *
 * framer-motion/dom rather than framer-motion: the same generator without React, so a server component can run it.
 */
import { spring } from 'framer-motion/dom';

/** The bounce of the product carousel's text as it slides in. */
export const CAROUSEL_SPRING_BOUNCE = 0.25;

/** How far the piecewise-linear easing may stray from the spring: half the 1% allowed, the rest for rounding. */
const TOLERANCE = 0.005;

/** Stops fall on a grid of 0.01%, so a stop's percentage is exact at 2 decimals and the error is judged between. */
const GRID_STEPS = 10_000;

/**
 * A CSS linear() easing for an animation `durationSeconds` long that follows framer-motion's
 * `{ type: 'spring', duration: durationSeconds, bounce }` from 0 to 1, overshoot included. framer-motion scales
 * the spring's stiffness with its duration, so the easing comes out the same for every duration (within
 * framer-motion's 0.01 to 10 s): the CSS animation's duration is what carries it.
 */
export function springEasing({ durationSeconds, bounce }: { durationSeconds: number; bounce: number }): string {
  // framer-motion's transition takes seconds, its generator milliseconds.
  const durationMs = durationSeconds * 1000;
  const generator = spring({ keyframes: [0, 1], duration: durationMs, bounce });
  // framer-motion picks the spring so it is within 0.1% of rest at `duration`, then reports it done and returns
  // the target exactly: 3 s at a bounce of 0.25 is still at 0.9992 just before it, and 1 at it. Sampling the
  // generator itself therefore ends the easing at exactly 1, where framer-motion puts the text.
  const progress = Array.from(
    { length: GRID_STEPS + 1 },
    (_, step) => generator.next((step / GRID_STEPS) * durationMs).value,
  );

  const stops = [0, ...stopsBetween(progress, 0, GRID_STEPS), GRID_STEPS];
  const points = stops.map((step) => `${round(progress[step], 4)} ${round((step / GRID_STEPS) * 100, 2)}%`);
  return `linear(${points.join(', ')})`;
}

/**
 * The grid steps strictly between `first` and `last` where the easing needs a stop: the step farthest from the
 * straight line between them, if that is beyond the tolerance, and recursively those either side of it.
 */
function stopsBetween(progress: number[], first: number, last: number): number[] {
  let farthest = first;
  let farthestDistance = 0;
  for (let step = first + 1; step < last; step++) {
    const onLine = progress[first] + ((progress[last] - progress[first]) * (step - first)) / (last - first);
    const distance = Math.abs(progress[step] - onLine);
    if (distance > farthestDistance) {
      farthest = step;
      farthestDistance = distance;
    }
  }
  if (farthestDistance <= TOLERANCE) return [];
  return [...stopsBetween(progress, first, farthest), farthest, ...stopsBetween(progress, farthest, last)];
}

/** `value` to at most `decimals` decimals, without trailing zeros. */
function round(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}
