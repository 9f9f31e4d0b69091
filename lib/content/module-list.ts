/**
 * Every content file and the schema it must follow, in the order mistakes are reported: what the build and the
 * check load (lib/content/modules) and what the browser editor's forms are made from (lib/cms/config). Each file
 * holds one subject; its name here (`contentName`) is the name pages get it by and its form's group.
 */
import type { z } from 'zod';
import * as schema from './schema';

export const contentModuleList = {
  site: { contentName: 'site', file: 'content/site.yaml', schema: schema.siteSchema },
  behaviour: { contentName: 'behaviour', file: 'content/behaviour.yaml', schema: schema.behaviourSchema },
  pages: { contentName: 'pages', file: 'content/pages.yaml', schema: schema.pagesSchema },
  navigation: {
    contentName: 'navigation',
    file: 'content/navigation.yaml',
    schema: schema.navigationSchema,
    itemNoun: 'menu item',
  },
  home: { contentName: 'home', file: 'content/home.yaml', schema: schema.homeSchema },
  services: { contentName: 'services', file: 'content/services.yaml', schema: schema.servicesSchema },
  products: { contentName: 'products', file: 'content/products.yaml', schema: schema.productsSchema },
  productPages: { contentName: 'productPages', file: 'content/product-pages.yaml', schema: schema.productPagesSchema },
  jobs: { contentName: 'jobs', file: 'content/jobs.yaml', schema: schema.jobsSchema },
  about: { contentName: 'about', file: 'content/about.yaml', schema: schema.aboutSchema },
  contact: { contentName: 'contact', file: 'content/contact.yaml', schema: schema.contactSchema },
  privacy: { contentName: 'privacy', file: 'content/privacy.yaml', schema: schema.privacySchema },
  chrome: { contentName: 'chrome', file: 'content/chrome.yaml', schema: schema.chromeSchema },
  proof: { contentName: 'proof', file: 'content/proof.yaml', schema: schema.proofSchema },
};

/** One content file's entry. */
export type ContentEntry = (typeof contentModuleList)[keyof typeof contentModuleList];

/** The field names a schema's group takes, or "list" for a file that is one list (the menu). */
function shapeOf(schema: z.ZodType): Set<string> | 'list' {
  const def = schema._zod.def as { type: string; shape?: Record<string, unknown> };
  return def.type === 'array' ? 'list' : new Set(Object.keys(def.shape ?? {}));
}

/**
 * The content a file's data is, judged by its fields: the entry of `list` (the English files unless given) whose
 * schema knows more than half of them, and the most. How the editor knows which form a file it reads belongs to
 * where Decap does not say (admin/content-format), and how a renamed file or a copy is recognised.
 */
export function entryOfData<Entry extends { schema: z.ZodType } = ContentEntry>(
  data: unknown,
  list: Record<string, Entry> = contentModuleList as unknown as Record<string, Entry>,
): Entry | undefined {
  const fields = Array.isArray(data) ? 'list' : Object.keys(data ?? {});
  let best: Entry | undefined;
  let bestKnown = 0;
  for (const entry of Object.values(list)) {
    const shape = shapeOf(entry.schema);
    const known =
      shape === 'list' || fields === 'list'
        ? Number(shape === fields)
        : fields.filter((field) => shape.has(field)).length / fields.length;
    if (known > 0.5 && known > bestKnown) [best, bestKnown] = [entry, known];
  }
  return best;
}
