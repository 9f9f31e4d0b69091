import type { Content } from '@/lib/content';
import { href } from '@/lib/routes';
import { IntentLink } from '../ui/IntentLink';
import { NavMenu } from './NavMenu';

type Props = { site: Content['site']; navigation: Content['navigation']; menuLabel: string };

/** The sticky top bar: logo home link and the main navigation. */
export function SiteHeader({ site, navigation, menuLabel }: Props) {
  const links = navigation.map((item) => ({
    label: item.label,
    href: href(item.href),
    children: item.children?.map((child) => ({ label: child.label, href: href(child.href) })),
  }));
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      {/* min-h and wrap, not a fixed height: with 200% text the menu takes a second row instead of overflowing. */}
      <div className="relative mx-auto flex min-h-16 max-w-page flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6">
        <IntentLink href="/" className="shrink-0 rounded-md">
          {/* Its dark lettering keeps a light backplate in forced-colours mode, whose dark canvas would swallow it. */}
          {/* biome-ignore lint/performance/noImgElement: static SVG logo needs no optimiser or client JS */}
          <img
            src={site.logo.src}
            alt={site.logo.alt}
            width={site.logo.width}
            height={site.logo.height}
            className="h-9 w-auto forced-colors:bg-white forced-colors:forced-color-adjust-none"
          />
        </IntentLink>
        <NavMenu links={links} menuLabel={menuLabel} />
      </div>
    </header>
  );
}
