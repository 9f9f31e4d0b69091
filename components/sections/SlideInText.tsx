'use client';

import { domMin, LazyMotion, MotionConfig, m } from 'framer-motion';
import type { ReactNode } from 'react';

type Props = { from: string; springSeconds: number; children: ReactNode };

/**
 * The carousel's text animation: slides in from `from` on a spring. Loaded only once a visitor reaches for
 * the carousel, so framer-motion costs nothing to pages whose carousel nobody touches. domMin is the
 * smallest feature set that runs a spring; reduced motion turns the slide off.
 */
export function SlideInText({ from, springSeconds, children }: Props) {
  return (
    <LazyMotion features={domMin} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          initial={{ x: from }}
          animate={{ x: 0 }}
          transition={{ type: 'spring', duration: springSeconds, bounce: 0.25 }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
