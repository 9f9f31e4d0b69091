import type { EnquiryLinksFor } from '@/lib/contact-links';
import type { Content } from '@/lib/content';
import { fillTemplate } from '@/lib/template';
import { Island } from '../islands/Island';
import { ContentImage } from '../ui/ContentImage';
import { EnquiryLinks } from '../ui/EnquiryLinks';
import { Heading, type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { SiteLink } from '../ui/SiteLink';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/** Each block's link to the product's own page: its words (content/product-pages.yaml) and where a slug's page is. */
export type ProductPageLink = Content['productPages']['link'] & { hrefOf: (slug: string) => string };

/** `demo` makes each block's "Request a demo" links from the product's name (the page gives it: lib/enquiry). */
type Props = { products: Content['products']; demo: EnquiryLinksFor; pageLink: ProductPageLink; level: HeadingLevel };

/**
 * The products page: a banner (the page's heading), then one block per product with its features behind Read More,
 * "Request a demo" (WhatsApp or email) and a link to the product's own page.
 */
export function ProductBlocks({ products, demo, pageLink, level }: Props) {
  const { banner, readMore } = products;
  return (
    <>
      <section aria-labelledby="product-banner-heading" className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-page items-center gap-8 px-4 py-14 sm:px-6 md:grid-cols-2">
          <div>
            <Heading level={level} id="product-banner-heading" className="text-4xl font-extrabold tracking-tight">
              {banner.heading}
            </Heading>
            <p className="mt-4 text-lg text-brand-100">{banner.text}</p>
          </div>
          <ContentImage image={banner.image} priority className="h-auto w-full" />
        </div>
      </section>
      <div className="mx-auto max-w-page space-y-16 px-4 py-16 sm:px-6">
        {products.products.map((product, index) => (
          <article
            key={product.slug}
            id={product.slug}
            aria-labelledby={`${product.slug}-heading`}
            className="grid items-start gap-8 md:grid-cols-2"
          >
            <ContentImage
              image={product.image}
              priority={leadsPage(level) && index === 0}
              className={`mx-auto h-auto w-full max-w-md ${index % 2 === 1 ? 'md:order-last' : ''}`}
            />
            <div>
              <Heading
                level={nextLevel(level)}
                id={`${product.slug}-heading`}
                className="text-2xl font-bold text-brand-900"
              >
                {product.title}
              </Heading>
              <p className="mt-4 text-lg text-ink-muted">{product.description}</p>
              <Island
                name="ReadMoreToggle"
                props={{
                  panelId: `${product.slug}-features`,
                  moreLabel: readMore.more,
                  lessLabel: readMore.less,
                  subject: fillTemplate(readMore.subject, { title: product.title }),
                  children: (
                    <ul className="mt-4 list-disc space-y-2 pl-5 text-ink">
                      {product.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  ),
                }}
              />
              <div className="mt-6 space-y-2">
                <EnquiryLinks {...demo(product.title)} />
                <SiteLink
                  href={pageLink.hrefOf(product.slug)}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {pageLink.label}
                  <VisuallyHidden> {fillTemplate(pageLink.context, { title: product.title })}</VisuallyHidden>
                </SiteLink>
              </div>
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
