import { NavMenu } from '../layout/NavMenu';
import { Preloader } from '../layout/Preloader';
import { ScrollToTop } from '../layout/ScrollToTop';
import { WebVitalsReporter } from '../layout/WebVitalsReporter';
import { MapFrame } from '../sections/MapFrame';
import { ProductCarousel } from '../sections/ProductCarousel';
import { ReadMoreToggle } from '../sections/ReadMoreToggle';

/**
 * Every island by the name its HTML carries: the server's <Island> renders from it, and the browser's entry
 * (./browser.ts) hydrates from it, so a name always means the same component on both sides.
 */
export const islands = {
  NavMenu,
  Preloader,
  ScrollToTop,
  ProductCarousel,
  ReadMoreToggle,
  MapFrame,
  WebVitalsReporter,
};

export type IslandName = keyof typeof islands;
