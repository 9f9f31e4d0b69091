/**
 * Every content file's export and the schema it must follow, in the order mistakes are reported: what the build
 * and the check load (lib/content/modules) and what the browser editor's forms are made from (lib/cms/config).
 */
import * as schema from './schema';

export const contentModuleList = {
  site: { exportName: 'site', file: 'content/site.ts', schema: schema.siteSchema },
  behaviour: { exportName: 'behaviour', file: 'content/site.ts', schema: schema.behaviourSchema },
  pages: { exportName: 'pages', file: 'content/pages.ts', schema: schema.pagesSchema },
  navigation: {
    exportName: 'navigation',
    file: 'content/navigation.ts',
    schema: schema.navigationSchema,
    itemNoun: 'menu item',
  },
  home: { exportName: 'home', file: 'content/home.ts', schema: schema.homeSchema },
  services: { exportName: 'services', file: 'content/services.ts', schema: schema.servicesSchema },
  products: { exportName: 'products', file: 'content/products.ts', schema: schema.productsSchema },
  productPages: {
    exportName: 'productPages',
    file: 'content/product-pages.ts',
    schema: schema.productPagesSchema,
  },
  jobs: { exportName: 'jobs', file: 'content/jobs.ts', schema: schema.jobsSchema },
  about: { exportName: 'about', file: 'content/about.ts', schema: schema.aboutSchema },
  contact: { exportName: 'contact', file: 'content/contact.ts', schema: schema.contactSchema },
  privacy: { exportName: 'privacy', file: 'content/privacy.ts', schema: schema.privacySchema },
  chrome: { exportName: 'chrome', file: 'content/chrome.ts', schema: schema.chromeSchema },
  proof: { exportName: 'proof', file: 'content/proof.ts', schema: schema.proofSchema },
};
