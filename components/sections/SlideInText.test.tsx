import { render, screen, waitFor } from '@testing-library/react';
import { SlideInText } from './SlideInText';

// jsdom has no media queries: this one answers framer-motion's "(prefers-reduced-motion)" with the visitor's wish.
let visitorPrefersReducedMotion = false;
let reducedMotionChanged: (() => void) | undefined;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return visitorPrefersReducedMotion;
      },
      addEventListener: (_: string, listener: () => void) => {
        reducedMotionChanged = listener;
      },
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

function prefersReducedMotion(reduce: boolean) {
  visitorPrefersReducedMotion = reduce;
  reducedMotionChanged?.();
}

const slidingText = () => screen.getByText('CRM in one sentence.');

describe('SlideInText', () => {
  afterEach(() => prefersReducedMotion(false));

  it('starts beside its place, on the side it is given, and springs into place', async () => {
    render(
      <SlideInText from="30%" springSeconds={0.2}>
        CRM in one sentence.
      </SlideInText>,
    );
    expect(slidingText().style.transform).toBe('translateX(30%)');
    await waitFor(() => expect(slidingText().style.transform).toBe('none'), { timeout: 3000 });
  });

  it('starts in place, not even one frame beside it, for a visitor who asks for reduced motion', () => {
    // framer-motion tells developers, in development builds only, that their device has reduced motion on.
    jest.spyOn(console, 'warn').mockImplementationOnce(() => {});
    prefersReducedMotion(true);
    render(
      <SlideInText from="30%" springSeconds={3}>
        CRM in one sentence.
      </SlideInText>,
    );
    expect(slidingText().style.transform).toBe('none');
  });
});
