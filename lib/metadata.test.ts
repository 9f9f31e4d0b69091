import { loadContent } from './content';
import { drawnPicturePaths, shareImage } from './drawn-pictures';
import { pageMetadata, siteMetadata, summarise, templatedTitle, twitterHandle } from './metadata';
import { assetPath } from './routes/paths';

const { site, pages, jobs, products } = loadContent();

/** The live address of a page as the exported site serves it: always with a trailing slash. */
const liveUrl = (path: string) => `${site.url}${path === '/' ? '/' : `${path}/`}`;

// The share images are drawn by the build at their own addresses, at the size social sites ask for.
const socialImage = { url: `${site.url}/images/og.png`, width: 1200, height: 630, alt: site.socialImage.alt };

describe('summarise', () => {
  const words = (length: number) => 'word '.repeat(40).slice(0, length);

  it('keeps a description of up to 160 characters as it is', () => {
    const text = `${words(159)}x`;
    expect(text).toHaveLength(160);
    expect(summarise(text)).toBe(text);
  });

  it('cuts a 161-character description at a word, with an ellipsis, to at most 160 characters', () => {
    const text = `${words(160)}x`;
    expect(text).toHaveLength(161);
    const summary = summarise(text);
    expect(summary).not.toBe(text);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/ word…$/);
    expect(text.startsWith(summary.slice(0, -1))).toBe(true);
  });

  it('stays within 160 characters when a word ends right at the limit', () => {
    const text = `${'w'.repeat(155)} wwww z`;
    expect(summarise(text)).toBe(`${'w'.repeat(155)}…`);
  });

  it('drops the punctuation left before the ellipsis', () => {
    expect(summarise('One, two; three: four. five six', 20)).toBe('One, two; three…');
    expect(summarise('Alpha beta.  Gamma delta', 14)).toBe('Alpha beta…');
  });

  it('honours a shorter limit', () => {
    expect(summarise('one two three four', 10)).toBe('one two…');
  });
});

describe('pageMetadata', () => {
  const otherPages = Object.values(pages).filter((page) => page.path !== '/');

  it('gives the home page an absolute title that leads with the company name', () => {
    expect(pageMetadata(pages.home).title).toEqual({ absolute: `${site.name}: ${pages.home.title}` });
  });

  it.each(otherPages.map((page) => [page.path, page]))(
    'gives %s its own title, ending with the company name',
    (_, page) => {
      expect(pageMetadata(page).title).toEqual({ absolute: `${page.title} | ${site.name}` });
    },
  );

  it.each(Object.values(pages).map((page) => [page.path, page]))(
    'gives %s its description, its canonical address and social cards',
    (_, page) => {
      const metadata = pageMetadata(page);
      const fullTitle = page.path === '/' ? `${site.name}: ${page.title}` : `${page.title} | ${site.name}`;
      expect(metadata.description).toBe(page.description);
      expect(metadata.alternates?.canonical).toBe(liveUrl(page.path));
      expect(metadata.openGraph).toMatchObject({
        type: 'website',
        siteName: site.name,
        locale: 'en_IN',
        title: fullTitle,
        description: page.description,
        url: liveUrl(page.path),
        images: [socialImage],
      });
      expect(metadata.twitter).toMatchObject({
        card: 'summary_large_image',
        title: fullTitle,
        description: page.description,
        images: [socialImage],
      });
    },
  );

  it.each(products.products.map(({ slug, page }) => [slug, page]))(
    'gives the product page of %s its own share image, in place of the site-wide one',
    (slug, page) => {
      const image = shareImage(drawnPicturePaths.productShareImage(slug), page.shareImage.alt);
      const metadata = pageMetadata({ path: `/products/${slug}`, ...page, image });
      const own = {
        url: `${site.url}/images/products/share/${slug}.png`,
        width: 1200,
        height: 630,
        alt: page.shareImage.alt,
      };
      expect(metadata.alternates?.canonical).toBe(`${site.url}/products/${slug}/`);
      expect(metadata.openGraph).toMatchObject({ images: [own] });
      expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [own] });
    },
  );

  it('gives a job page the canonical address under /career/', () => {
    const [job] = jobs.jobs;
    const metadata = pageMetadata({ path: `/career/${job.slug}`, title: job.title, description: job.summary });
    expect(metadata.alternates?.canonical).toBe(`${site.url}/career/${job.slug}/`);
  });
});

describe('siteMetadata', () => {
  it('resolves relative addresses against the live site and titles pages "<page> | <company>"', () => {
    expect(siteMetadata.metadataBase).toEqual(new URL(site.url));
    expect(siteMetadata.title).toEqual({ default: site.name, template: `%s | ${site.name}` });
    expect(siteMetadata.description).toBe(site.description);
    expect(siteMetadata.applicationName).toBe(site.name);
  });

  it('stops phones from turning numbers in the text into links', () => {
    expect(siteMetadata.formatDetection).toEqual({ telephone: false });
  });

  it('writes a title as its template does, for the 404 page that has no layout to apply it: words like $& kept', () => {
    expect(templatedTitle('Page not found')).toBe(`Page not found | ${site.name}`);
    expect(templatedTitle('Costs $& more')).toBe(`Costs $& more | ${site.name}`);
  });
});

describe('the X (Twitter) handle for social cards, from the profiles in content', () => {
  it('is the first path step of an x.com or twitter.com profile, with or without www', () => {
    expect(twitterHandle(['https://x.com/anvayatech'])).toBe('@anvayatech');
    expect(twitterHandle(['https://www.twitter.com/anvaya_it/'])).toBe('@anvaya_it');
    expect(twitterHandle(['https://www.linkedin.com/company/anvaya', 'https://x.com/anvayatech'])).toBe('@anvayatech');
  });

  it('is none for other sites, look-alike hosts, or a profile address without a handle', () => {
    expect(twitterHandle([])).toBeUndefined();
    expect(twitterHandle(['https://www.linkedin.com/company/anvaya'])).toBeUndefined();
    expect(twitterHandle(['https://notx.com/anvayatech', 'https://x.com.example.in/anvayatech'])).toBeUndefined();
    expect(twitterHandle(['https://x.com/'])).toBeUndefined();
  });
});

describe('the icons every page names', () => {
  it('names the SVG favicon and the PNG icon phones put on the home screen, at the 180 px Apple asks for', () => {
    expect(siteMetadata.icons).toEqual({
      icon: { url: assetPath('/icon.svg'), type: 'image/svg+xml' },
      apple: { url: assetPath(drawnPicturePaths.appleIcon), sizes: '180x180', type: 'image/png' },
    });
  });
});
