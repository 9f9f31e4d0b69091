import type { Content } from '@/lib/content';
import { href } from '@/lib/routes';
import { ButtonLink } from '../ui/ButtonLink';
import { ContentImage } from '../ui/ContentImage';

type Props = { hero: Content['home']['hero'] };

/**
 * The home page's opening: a line naming what we sell and our city above the page's one h1, two calls to action and
 * the largest picture.
 */
export function Hero({ hero }: Props) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-page items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20 md:pb-8">
        <div>
          <p className="mb-3 font-semibold text-brand-700">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-5 text-lg text-ink-muted">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink href={href(hero.primary.href)} context={hero.primary.context}>
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink href={href(hero.secondary.href)} context={hero.secondary.context} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <ContentImage image={hero.image} priority className="mx-auto h-auto w-full max-w-xl" />
      </div>
    </section>
  );
}
