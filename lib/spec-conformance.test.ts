/**
 * @jest-environment node
 */
// The one place the specification's fixed values are pinned (shared/spec.md, each with its line). Every other
// test reads its expected words from content/, so an editor's change never fails it; a change here fails this
// file alone, and means the site no longer says what the specification fixes: a decision for whoever owns it.
import { loadContent } from './content';
import { organizationJsonLd } from './structured-data';

const { services, products, jobs, site, behaviour, home, contact, chrome, navigation, pages } = loadContent();

/**
 * The items of `wanted` that `list` does not hold in the same order, each matched on all of its own fields but
 * `children` (checked apart); anything else in `list` may stand between them.
 */
function missingInOrder<T extends object>(list: readonly T[], wanted: readonly Partial<T>[]): Partial<T>[] {
  let from = 0;
  const missing: Partial<T>[] = [];
  for (const item of wanted) {
    const fields = Object.entries(item).filter(([key]) => key !== 'children');
    const at = list.findIndex(
      (entry, index) =>
        index >= from && fields.every(([key, value]) => (entry as Record<string, unknown>)[key] === value),
    );
    if (at === -1) missing.push(item);
    else from = at + 1;
  }
  return missing;
}

describe('what the spec fixes', () => {
  it('has the four services, in order, each with Know More to the service details (spec.md:36, :65)', () => {
    // By address: the headings are copy an editor may correct (spec.md:65 spells one "Whatsup API").
    expect(services.services.map((service) => service.slug)).toEqual([
      'whatsapp-api',
      'bulk-sms',
      'digital-marketing',
      'website-development',
    ]);
    expect(services.knowMore).toMatchObject({ label: 'Know More', href: '/servicedetail' });
  });

  it('has the five service detail blocks, in order (spec.md:37)', () => {
    expect(services.detail.blocks.map((block) => block.heading)).toEqual([
      'Bulk SMS Campaigns',
      'Personalization',
      'Scheduling',
      'Delivery Reports',
      'API Integration and Opt-out Management',
    ]);
  });

  it('has the five products, in order, with Read More / Read Less (spec.md:39, :45)', () => {
    expect(products.products.map((product) => product.title)).toEqual([
      'Customer Relationship Management',
      'Enterprise Resource Planning',
      'Laboratory management',
      'Gst billing Accounting software',
      'Matrimonial',
    ]);
    expect(products.readMore).toMatchObject({ more: 'Read More', less: 'Read Less' });
  });

  it('has the three jobs with their details, applied for through the external form (spec.md:60-64, :87, :103)', () => {
    expect(jobs.jobs.map(({ title, details }) => ({ title, details }))).toEqual([
      { title: 'Web Development', details: 'B.E freshers can also apply' },
      { title: 'App Development', details: 'B.E freshers can also apply' },
      { title: 'Any Degree', details: 'Experience: Minimum 2 years' },
    ]);
    expect(jobs.jobs.find((job) => job.title === 'Any Degree')?.minimumExperienceMonths).toBe(24);
    expect(jobs.applyLabel).toBe('Apply Now');
    expect(new URL(site.applicationFormUrl).protocol).toBe('https:');
  });

  it('has the hero headline and its two calls to action (spec.md:34)', () => {
    expect(home.hero.headline).toBe('Start Your Ideal Services');
    expect(home.hero.primary).toMatchObject({ label: 'Get Started', href: '/#about' });
    expect(home.hero.secondary).toMatchObject({ label: 'Learn More', href: '/productdetail' });
  });

  it('has the menu of the spec, in order, About, Career and Contact jumping to their sections (spec.md:24)', () => {
    // The spec's items must stay, in their order; a newcomer's page may join the menu or a dropdown anywhere. The spec
    // names each dropdown item by its route alone ("a dropdown item /servicedetail"), so its label is content's: the
    // service details are named after the service they explain (services.yaml `detail.service`, issue 41).
    const specMenu: { label: string; href: string; children?: { href: string }[] }[] = [
      { label: 'Home', href: '/' },
      { label: 'About', href: '/about#about' },
      { label: 'Service', href: '/services', children: [{ href: '/servicedetail' }] },
      { label: 'Product', href: '/product', children: [{ href: '/productdetail' }] },
      { label: 'Career', href: '/career#career' },
      { label: 'Contact', href: '/contact#contact' },
    ];
    expect(missingInOrder<{ label: string; href: string }>(navigation, specMenu)).toEqual([]);
    for (const { label, children = [] } of specMenu) {
      const item = navigation.find((entry) => entry.label === label);
      expect(missingInOrder<{ href: string }>(item?.children ?? [], children)).toEqual([]);
    }
  });

  it("has the spec's eight routes among the site's pages, in its order (spec.md:32-41)", () => {
    const specPaths = [
      '/',
      '/about',
      '/services',
      '/servicedetail',
      '/product',
      '/productdetail',
      '/career',
      '/contact',
    ];
    expect(
      missingInOrder(
        Object.values(pages),
        specPaths.map((path) => ({ path })),
      ),
    ).toEqual([]);
  });

  it('has the contact heading (spec.md:25) and the opening hours as the footer shows them (spec.md:26, :102)', () => {
    expect(contact.heading).toBe('Ready to Level up Your Business With US');
    expect(site.openingHours.map(({ days, hours }) => `${days} ${hours}`)).toEqual([
      'Mon-Sat 9.30AM - 6.00PM',
      'Sunday closed',
    ]);
  });

  it('tells search engines the same hours: Mon-Sat 09:30-18:00, Sunday closed (spec.md:102)', () => {
    expect(organizationJsonLd().openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:30',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '00:00', closes: '00:00' },
    ]);
  });

  it('has the timings of the islands (spec.md:72-73, :100-101, :104)', () => {
    expect(behaviour.preloaderMs).toBe(4000);
    expect(behaviour.scrollTopThresholdPx).toBe(20);
    expect(behaviour.carouselSpringSeconds).toBe(3);
  });

  it('heads the fallback screen as the spec does (spec.md:53, :94)', () => {
    expect(chrome.errors.heading).toBe('Unexpected Application Error!');
  });
});
