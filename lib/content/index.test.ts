/** @jest-environment node */
// `next build` calls loadContent() for every page, so a throw here stops the build before anything is
// exported, even when someone runs `next build` without `npm run check:content` first.
import path from 'node:path';
import { imageSize } from '../image-size';
import type { Content } from './index';
import { contentModules } from './modules';
import { valueAt } from './positions-for-tests';

function loadWith(modules: typeof contentModules): unknown {
  let loaded: unknown;
  jest.isolateModules(() => {
    jest.doMock('./modules', () => ({ contentModules: modules }));
    loaded = require('./index').loadContent();
  });
  return loaded;
}

afterEach(() => jest.dontMock('./modules'));

test('the checked content is what pages receive, with every picture sized and every placeholder filled', () => {
  const content = loadWith(contentModules) as {
    site: { name: string; logo: { src: string; alt: string; width: number; height: number } };
  };
  // The logo's alt text is "{companyName}" in content/site.yaml.
  expect(content.site.logo).toEqual(
    expect.objectContaining({ src: expect.stringMatching(/\/images\/logo\.svg$/), alt: content.site.name }),
  );
  expect(content.site.logo.width).toBeGreaterThan(0);
});

test('invalid content throws a ContentError listing every mistake, so the build stops', () => {
  const jobs = structuredClone(contentModules.jobs.data);
  jobs.jobs[0].details = '';
  jobs.jobs[1].image.alt = '';
  let thrown: unknown;
  try {
    loadWith({ ...contentModules, jobs: { ...contentModules.jobs, data: jobs } });
  } catch (error) {
    thrown = error;
  }
  // isolateModules loads its own copy of check.ts, so the class is compared by name.
  expect(thrown).toMatchObject({
    name: 'ContentError',
    message:
      "The site's content has 2 mistakes. Fix them and build again:\n" +
      `  - ${valueAt('content/jobs.yaml', 'details')}: job "Web Development", field "details" is empty. Write the short line shown on the job card.\n` +
      `  - ${valueAt('content/jobs.yaml', 'alt', 2)}: job "App Development", field "image › alt" is empty. Write what the picture shows, for visitors who cannot see it (alt text).`,
  });
});

test('a site deployed under a sub-path gets every picture addressed under it, sized as the file really is', () => {
  let content: Content | undefined;
  jest.isolateModules(() => {
    // As lib/routes/paths gives it when the deploy names the sub-path /site.
    jest.doMock('../routes/paths', () => ({
      ...jest.requireActual('../routes/paths'),
      assetPath: (src: string) => `/site${src}`,
    }));
    content = require('./index').loadContent();
  });
  jest.dontMock('../routes/paths');
  const { logo } = contentModules.site.data;
  const publicFile = (src: string) => path.join(process.cwd(), 'public', src);
  expect(content?.site.logo).toEqual({
    src: `/site${logo.src}`,
    alt: content?.site.name,
    ...imageSize(publicFile(logo.src)),
  });
  // Pictures inside lists too, and the lists stay lists.
  const shippedProducts = contentModules.products.data.products;
  expect(content?.products.products.map((product) => product.image)).toEqual(
    shippedProducts.map(({ image }) => ({ ...image, src: `/site${image.src}`, ...imageSize(publicFile(image.src)) })),
  );
});

test('content is checked once per build: every later call gets the same content', () => {
  let first: unknown;
  let second: unknown;
  jest.isolateModules(() => {
    const { loadContent } = require('./index');
    first = loadContent();
    second = loadContent();
  });
  expect(first).toEqual(expect.objectContaining({ site: expect.objectContaining({ name: expect.any(String) }) }));
  expect(second).toBe(first);
});
