import type { EnquiryPair } from '@/lib/contact-links';
import type { Content } from '@/lib/content';
import { ContentImage } from '../ui/ContentImage';
import { EnquiryLinks } from '../ui/EnquiryLinks';
import { Heading } from '../ui/Heading';

type Props = {
  /** The product, its own page in `page`. */
  product: Content['products']['products'][number];
  labels: Content['productPages']['labels'];
  /** "Request a demo" of this product, at the top and at the foot of the page. */
  demo: EnquiryPair;
  /** "Get a quote" for it, after how pricing works. */
  quote: EnquiryPair;
};

/** The ids of the page's parts, so a link can jump to one ("/products/crm/#pricing"). */
export const productPagePartIds = {
  audience: 'audience',
  features: 'features',
  screens: 'screens',
  integrations: 'integrations',
  data: 'data',
  pricing: 'pricing',
  demo: 'demo',
} as const;

const ids = productPagePartIds;
const h2 = 'text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl';
const wrap = 'mx-auto max-w-page px-4 sm:px-6';

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <Heading level={2} id={`${id}-heading`} className={h2}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * One product's own page (/products/<slug>/): what it is and "Request a demo" first, then who it is for, what it
 * does (the product's description and features from content/products.yaml), drawings of its main screens, what it
 * works with, where the data is kept and how pricing works, and the demo again at the foot. All server HTML.
 */
export function ProductPage({ product, labels, demo, quote }: Props) {
  const { page } = product;
  return (
    <>
      <section aria-labelledby="product-heading">
        <div className={`${wrap} grid items-center gap-8 py-12 sm:py-16 md:grid-cols-2`}>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{product.title}</p>
            <Heading
              level={1}
              id="product-heading"
              className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900"
            >
              {page.heading}
            </Heading>
            <p className="mt-4 text-lg text-ink-muted">{page.intro}</p>
            <div className="mt-6">
              <EnquiryLinks {...demo} />
            </div>
          </div>
          <ContentImage image={product.image} priority className="mx-auto h-auto w-full max-w-md" />
        </div>
      </section>

      <div className="bg-brand-50 py-16">
        <div className={`${wrap} grid gap-12 md:grid-cols-2`}>
          <Part id={ids.audience} title={labels.audience}>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-lg text-ink">
              {page.audience.map((who) => (
                <li key={who}>{who}</li>
              ))}
            </ul>
          </Part>
          <Part id={ids.features} title={labels.features}>
            <p className="mt-4 text-lg text-ink-muted">{product.description}</p>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-ink">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Part>
        </div>
      </div>

      <div className="py-16">
        <div className={wrap}>
          <Part id={ids.screens} title={labels.screens}>
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">{labels.screensNote}</p>
            <ul className="mt-8 grid gap-10 md:grid-cols-2">
              {page.screens.map((screen) => (
                <li key={screen.heading}>
                  <figure>
                    <ContentImage image={screen.image} className="h-auto w-full rounded-xl border border-brand-100" />
                    <figcaption className="mt-4">
                      <Heading level={3} className="text-xl font-bold text-brand-900">
                        {screen.heading}
                      </Heading>
                      <p className="mt-2 text-ink-muted">{screen.text}</p>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </Part>
        </div>
      </div>

      <div className="bg-brand-50 py-16">
        <div className={`${wrap} space-y-16`}>
          <Part id={ids.integrations} title={labels.integrations}>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {page.integrations.map((integration) => (
                <div key={integration.name} className="rounded-xl border border-brand-100 bg-white p-5">
                  <dt className="font-bold text-brand-900">{integration.name}</dt>
                  <dd className="mt-1 text-ink-muted">{integration.text}</dd>
                </div>
              ))}
            </dl>
          </Part>
          <div className="grid gap-12 md:grid-cols-2">
            <Part id={ids.data} title={labels.data}>
              {page.data.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg text-ink-muted">
                  {paragraph}
                </p>
              ))}
            </Part>
            <Part id={ids.pricing} title={labels.pricing}>
              {page.pricing.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg text-ink-muted">
                  {paragraph}
                </p>
              ))}
              <div className="mt-6">
                <EnquiryLinks {...quote} />
              </div>
            </Part>
          </div>
        </div>
      </div>

      <div className="py-16">
        <div className={`${wrap} text-center`}>
          <Part id={ids.demo} title={labels.demo}>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{labels.demoText}</p>
            <div className="mt-6 flex justify-center">
              <EnquiryLinks {...demo} />
            </div>
          </Part>
        </div>
      </div>
    </>
  );
}
