'use client';

import { domMin, LazyMotion, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

type Props = { from: string; springSeconds: number; children: ReactNode };

/**
 * The carousel's text animation: slides in from `from` on a spring. Loaded only once a visitor reaches for
 * the carousel, so framer-motion costs nothing to pages whose carousel nobody touches. domMin is the
 * smallest feature set that runs a spring.
 */
export function SlideInText({ from, springSeconds, children }: Props) {
  // Reduced motion starts the text in place: framer-motion's own reducedMotion setting would still paint
  // the first frame beside it and jump on the next.
  const reduceMotion = useReducedMotion();
  return (
    <LazyMotion features={domMin} strict>
      <m.div
        initial={reduceMotion ? false : { x: from }}
        animate={{ x: 0 }}
        transition={{ type: 'spring', duration: springSeconds, bounce: 0.25 }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
