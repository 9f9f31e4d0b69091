/** Every content file with the schema it must follow, in the order mistakes are reported. */
import { about } from '@/content/about';
import { chrome } from '@/content/chrome';
import { contact } from '@/content/contact';
import { home } from '@/content/home';
import { jobs } from '@/content/jobs';
import { navigation } from '@/content/navigation';
import { pages } from '@/content/pages';
import { privacy } from '@/content/privacy';
import { products } from '@/content/products';
import { servicePages } from '@/content/service-pages';
import { services } from '@/content/services';
import { behaviour, site } from '@/content/site';
import type { ContentModule } from './check';
import * as schema from './schema';

export const contentModules = {
  site: { exportName: 'site', file: 'content/site.ts', schema: schema.siteSchema, data: site },
  behaviour: { exportName: 'behaviour', file: 'content/site.ts', schema: schema.behaviourSchema, data: behaviour },
  pages: { exportName: 'pages', file: 'content/pages.ts', schema: schema.pagesSchema, data: pages },
  navigation: {
    exportName: 'navigation',
    file: 'content/navigation.ts',
    schema: schema.navigationSchema,
    data: navigation,
    itemNoun: 'menu item',
  },
  home: { exportName: 'home', file: 'content/home.ts', schema: schema.homeSchema, data: home },
  services: { exportName: 'services', file: 'content/services.ts', schema: schema.servicesSchema, data: services },
  servicePages: {
    exportName: 'servicePages',
    file: 'content/service-pages.ts',
    schema: schema.servicePagesSchema,
    data: servicePages,
    itemNoun: 'service page',
  },
  products: { exportName: 'products', file: 'content/products.ts', schema: schema.productsSchema, data: products },
  jobs: { exportName: 'jobs', file: 'content/jobs.ts', schema: schema.jobsSchema, data: jobs },
  about: { exportName: 'about', file: 'content/about.ts', schema: schema.aboutSchema, data: about },
  contact: { exportName: 'contact', file: 'content/contact.ts', schema: schema.contactSchema, data: contact },
  privacy: { exportName: 'privacy', file: 'content/privacy.ts', schema: schema.privacySchema, data: privacy },
  chrome: { exportName: 'chrome', file: 'content/chrome.ts', schema: schema.chromeSchema, data: chrome },
} satisfies Record<string, ContentModule>;
