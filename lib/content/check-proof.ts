/**
 * The proof file's rules that need other files: every product or service a case study or figure names must be one
 * the site has (content/products.yaml, content/services.yaml), so its section can be shown on that page. And no star
 * ratings: the site shows none, and gives search engines no Review markup.
 */
import { type ContentModule, type Problem, problem, type Sources } from './problem';

/** The slugs in a list, read leniently: a value that is not one is reported by the schema. */
export const slugsIn = (list: unknown) =>
  Array.isArray(list)
    ? list.map((item) => (item as { slug?: unknown } | null)?.slug).filter((slug) => typeof slug === 'string')
    : [];

const STARS = /[★☆⭐]/u;

export function proofProblems(modules: readonly ContentModule[], sources: Sources): Problem[] {
  const proof = modules.find((module) => module.contentName === 'proof');
  const products = modules.find((module) => module.contentName === 'products')?.data as { products?: unknown };
  const services = modules.find((module) => module.contentName === 'services')?.data as { services?: unknown };
  if (!proof || !products || !services) return [];
  const known = [...slugsIn(products.products), ...slugsIn(services.services)];
  const data = proof.data as Record<string, Record<string, unknown> | undefined> | null;
  const found: Problem[] = [];
  const checkSlugs = (at: (string | number)[], list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const [i, slug] of list.entries())
      if (typeof slug === 'string' && /^[a-z0-9-]+$/.test(slug) && !known.includes(slug))
        found.push(
          problem(
            proof,
            sources,
            [...at, i],
            `is "${slug}", but no product in content/products.yaml or service in content/services.yaml has that slug. Write one of: ${known.join(', ')}.`,
          ),
        );
  };
  // The lists whose items name products or services, and the field that names them.
  for (const [group, list, field] of [
    ['caseStudies', 'studies', 'uses'],
    ['figures', 'figures', 'about'],
  ] as const) {
    const items = data?.[group]?.[list];
    if (!Array.isArray(items)) continue;
    for (const [i, item] of items.entries())
      checkSlugs([group, list, i, field], (item as Record<string, unknown> | null)?.[field]);
  }
  const testimonials = data?.testimonials?.testimonials;
  if (Array.isArray(testimonials))
    for (const [i, testimonial] of testimonials.entries()) {
      const quote = (testimonial as { quote?: unknown } | null)?.quote;
      if (typeof quote === 'string' && STARS.test(quote))
        found.push(
          problem(
            proof,
            sources,
            ['testimonials', 'testimonials', i, 'quote'],
            'has star symbols in it, but the site shows no star ratings. Remove the stars and keep only the words the client said.',
          ),
        );
    }
  return found;
}
