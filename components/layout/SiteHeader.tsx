import type { Content } from '@/lib/content';
import { basePath } from '@/lib/routes';
import { Island } from '../islands/Island';
import { SiteLink } from '../ui/SiteLink';
import { ContactMenu } from './ContactMenu';
import type { NavLink } from './NavMenu';
import { type PageMessages, PageWhatsAppLink } from './PageWhatsAppLink';

type Props = {
  site: Content['site'];
  /** The main menu, every dropdown whole (lib/routes `menu`). */
  menu: NavLink[];
  menuLabel: string;
  contact: Content['contact'];
  messages: PageMessages;
  backToTop: { thresholdPx: number; label: string; focusTargetId: string };
};

/**
 * The sticky top bar: logo home link, then at its right end Back to top, the ways to get in touch and the main
 * navigation. Every control that must stay at hand while the page scrolls lives here, in the bar's own space, so none
 * floats over the page (e2e/floating.spec.ts): Back to top sits in the bar's right-hand group, the usual corner for it
 * that covers nothing, rather than at the foot of the screen over the text.
 * Phones get a contact button (and the contact links at the foot of the menu); wide screens a WhatsApp button. Both
 * wear WhatsApp's green and mark, the quickest way to reach us.
 */
export function SiteHeader({ site, menu, menuLabel, contact, messages, backToTop }: Props) {
  // Only what the links show: these props travel in the page as the menu island's JSON.
  const ways = {
    site: { phone: site.phone, email: site.email },
    labels: { whatsappLabel: contact.whatsappLabel, callLabel: contact.callLabel, emailLabel: contact.emailLabel },
    messages,
  };
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95">
      {/* min-h and wrap, not a fixed height: with 200% text the menu takes a second row instead of overflowing. */}
      <div className="relative mx-auto flex min-h-16 max-w-page flex-wrap items-center gap-x-1 px-4 sm:gap-x-3 sm:px-6">
        <SiteLink href="/" className="mr-1 shrink-0 rounded-md">
          {/* Its dark lettering keeps a light backplate in forced-colours mode, whose dark canvas would swallow it. */}
          {/* biome-ignore lint/performance/noImgElement: static SVG logo needs no optimiser or client JS */}
          <img
            src={site.logo.src}
            alt={site.logo.alt}
            width={site.logo.width}
            height={site.logo.height}
            className="h-9 w-auto forced-colors:bg-white forced-colors:forced-color-adjust-none"
          />
        </SiteLink>
        <span className="flex-1" />
        {/* At the bar's right end with the other controls, not beside the logo in the middle of a phone's bar. */}
        <Island name="ScrollToTop" props={backToTop} />
        <ContactMenu label={contact.menuLabel} {...ways} />
        <Island
          name="NavMenu"
          props={{
            links: menu,
            menuLabel,
            basePath,
            contactWays: {
              ...ways,
              itemClass: 'md:hidden',
              linkClass:
                'flex items-center gap-2 rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800',
            },
          }}
        />
        <PageWhatsAppLink
          messages={messages}
          className="hidden min-h-11 items-center gap-2 rounded-lg border-2 border-transparent bg-whatsapp-700 px-4 font-semibold text-white hover:bg-whatsapp-800 lg:inline-flex"
        >
          {contact.whatsappLabel}
        </PageWhatsAppLink>
      </div>
    </header>
  );
}
