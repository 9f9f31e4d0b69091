/**
 * @jest-environment node
 */
import path from 'node:path';
import { checkContent } from './check';
import { loadContent } from './index';
import { contentModules } from './modules';

// The counts, texts and constants the specification fixes, in the content the site is built from.
const { services, products, jobs, site, behaviour, home, contact, chrome, navigation } = loadContent();

describe('the shipped content', () => {
  it('passes every content check', () => {
    const problems = checkContent(Object.values(contentModules), {
      publicDir: path.join(process.cwd(), 'public'),
    });
    expect(problems).toEqual([]);
  });
});

describe('what the spec fixes', () => {
  it('has the four services, in order, each with Know More to the service details', () => {
    // By address: the headings are copy an editor may correct (the spec spells one "Whatsup API").
    expect(services.services.map((service) => service.slug)).toEqual([
      'whatsapp-api',
      'bulk-sms',
      'digital-marketing',
      'website-development',
    ]);
    expect(services.knowMore).toEqual({ label: 'Know More', href: '/servicedetail', context: 'about {title}' });
  });

  it('has the five service detail blocks, in order', () => {
    expect(services.detail.blocks.map((block) => block.heading)).toEqual([
      'Bulk SMS Campaigns',
      'Personalization',
      'Scheduling',
      'Delivery Reports',
      'API Integration and Opt-out Management',
    ]);
  });

  it('has the five products, in order, with Read More / Read Less', () => {
    expect(products.products.map((product) => product.title)).toEqual([
      'Customer Relationship Management',
      'Enterprise Resource Planning',
      'Laboratory management',
      'Gst billing Accounting software',
      'Matrimonial',
    ]);
    expect(products.readMore).toEqual({ more: 'Read More', less: 'Read Less', subject: 'about {title}' });
  });

  it('has the three jobs with their details, applied for through the external form', () => {
    expect(jobs.jobs.map(({ title, details }) => ({ title, details }))).toEqual([
      { title: 'Web Development', details: 'B.E freshers can also apply' },
      { title: 'App Development', details: 'B.E freshers can also apply' },
      { title: 'Any Degree', details: 'Experience: Minimum 2 years' },
    ]);
    expect(jobs.jobs.find((job) => job.title === 'Any Degree')?.minimumExperienceMonths).toBe(24);
    expect(jobs.applyLabel).toBe('Apply Now');
    expect(new URL(site.applicationFormUrl).protocol).toBe('https:');
  });

  it('has the hero headline and its two calls to action', () => {
    expect(home.hero.headline).toBe('Start Your Ideal Services');
    expect(home.hero.primary).toMatchObject({ label: 'Get Started', href: '/#about' });
    expect(home.hero.secondary).toMatchObject({ label: 'Learn More', href: '/productdetail' });
  });

  it('has the menu of the spec, About, Career and Contact jumping to their sections', () => {
    expect(navigation).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About', href: '/about#about' },
      { label: 'Service', href: '/services', children: [{ label: 'Service Details', href: '/servicedetail' }] },
      { label: 'Product', href: '/product', children: [{ label: 'Product Details', href: '/productdetail' }] },
      { label: 'Career', href: '/career#career' },
      { label: 'Contact', href: '/contact#contact' },
    ]);
  });

  it('has the contact heading and the opening hours exactly as the footer shows them', () => {
    expect(contact.heading).toBe('Ready to Level up Your Business With US');
    expect(site.openingHours.map(({ days, hours }) => `${days} ${hours}`)).toEqual([
      'Mon-Sat 9.30AM - 6.00PM',
      'Sunday closed',
    ]);
  });

  it('has the timings of the islands', () => {
    expect(behaviour.preloaderMs).toBe(4000);
    expect(behaviour.scrollTopThresholdPx).toBe(20);
    expect(behaviour.carouselSpringSeconds).toBe(3);
  });

  it('heads the fallback screen as the spec does', () => {
    expect(chrome.errors.heading).toBe('Unexpected Application Error!');
  });
});
