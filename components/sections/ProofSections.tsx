import type { ReactNode } from 'react';
import type { Content } from '@/lib/content';
import { type FigureCounts, figureValue, isCounted, monthOf } from '@/lib/proof';
import { ContentImage } from '../ui/ContentImage';
import { Heading, type HeadingLevel, nextLevel } from '../ui/Heading';

type Proof = Content['proof'];

/**
 * Only the case studies and figures about one of these products or services (by slug); every one without it. A
 * figure that names none is about the whole company, so it is shown only where no filter is given.
 */
type About = { about?: readonly string[] };

const concerns = (slugs: readonly string[] | undefined, about: About['about']) =>
  about === undefined || (slugs ?? []).some((slug) => about.includes(slug));

/**
 * One proof section: its heading and items. Not a landmark (the page's named sections are the spec's), and with
 * nothing to show it renders nothing at all, so there is no empty band on the page.
 */
function ProofSection({
  heading,
  level,
  tinted = false,
  children,
}: {
  heading: string;
  level: HeadingLevel;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`py-12 sm:py-16 ${tinted ? 'bg-brand-50' : ''}`}>
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <Heading level={level} className="mb-8 text-center text-3xl font-bold tracking-tight text-brand-900">
          {heading}
        </Heading>
        {children}
      </div>
    </section>
  );
}

const Month = ({ date }: { date: string }) => <time dateTime={date}>{monthOf(date)}</time>;

type CaseStudiesProps = About & {
  caseStudies: Proof['caseStudies'];
  /** The names of the products and services, by slug (lib/proof offerNamesOf). */
  names: Record<string, string>;
  level: HeadingLevel;
};

/** Case studies: the client, the problem, what was built with what, and each result with how it was measured. */
export function CaseStudies({ caseStudies, names, about, level }: CaseStudiesProps) {
  const studies = caseStudies.studies.filter((study) => concerns(study.uses, about));
  if (!studies.length) return null;
  return (
    <ProofSection heading={caseStudies.heading} level={level}>
      <p className="mx-auto -mt-4 mb-8 max-w-2xl text-center text-lg text-ink-muted">{caseStudies.intro}</p>
      {/* A list, not articles: the spec's pages count their own blocks as the page's articles. */}
      <ul className="grid gap-6 md:grid-cols-2">
        {studies.map((study) => (
          <li key={study.slug} className="rounded-2xl border border-brand-100 bg-white p-6">
            <Heading level={nextLevel(level)} className="text-xl font-bold text-brand-900">
              {study.title}
            </Heading>
            <p className="mt-1 font-semibold text-brand-700">{study.client}</p>
            {/* A client described, not named: the buyer is told why, and whether they may speak to the client. */}
            {(!study.clientPermission || study.referenceCall) && (
              <p className="mt-1 text-sm text-ink-muted">
                {[!study.clientPermission && caseStudies.nameWithheld, study.referenceCall && caseStudies.referenceCall]
                  .filter(Boolean)
                  .join(' ')}
              </p>
            )}
            <p className="mt-3 text-ink-muted">{study.problem}</p>
            <p className="mt-2 text-ink-muted">{study.built}</p>
            <p className="mt-2 text-sm text-ink-muted">
              {caseStudies.usesLabel} {study.uses.map((slug) => names[slug] ?? slug).join(', ')}
            </p>
            <ul className="mt-4 space-y-3">
              {study.results.map((result) => (
                <li key={result.label} className="rounded-xl bg-brand-50 p-4">
                  <p className="text-brand-900">
                    <strong className="text-2xl font-bold">{result.figure}</strong> {result.label}
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">
                    {caseStudies.measuredLabel} {result.measured} (<Month date={result.measuredOn} />)
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">
                    {caseStudies.evidenceLabel} {result.evidence}
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ProofSection>
  );
}

type KeyFiguresProps = About & {
  figures: Proof['figures'];
  counts: FigureCounts;
  /** The day the site is built, "2026-11-26": a figure the site counts is true as of then. */
  builtOn: string;
  level: HeadingLevel;
};

/** Where a figure comes from and the month it was true, in small print. */
function FigureSource({
  source,
  asOf,
  date,
  className,
}: {
  source: string;
  asOf: string;
  date: string;
  className: string;
}) {
  return (
    <p className={`text-sm text-ink-muted ${className}`}>
      {source}, {asOf} <Month date={date} />
    </p>
  );
}

/**
 * Key figures, each with its source and the date it was true; the site counts what it can. A compact band, one row of
 * figure and label: figures that share a source and date (every counted one) name it once, in small print under the
 * row; a figure with a source of its own names it under its label.
 */
export function KeyFigures({ figures, counts, builtOn, about, level }: KeyFiguresProps) {
  const shown = figures.figures.filter((figure) => (about === undefined ? true : concerns(figure.about, about)));
  if (!shown.length) return null;
  const sourced = shown.map((figure) => ({
    figure,
    source: figure.source ?? figures.countedSource,
    date: isCounted(figure.value) ? builtOn : (figure.asOf ?? builtOn),
  }));
  const shared = sourced.every(({ source, date }) => source === sourced[0].source && date === sourced[0].date);
  return (
    <section className="bg-brand-50 py-5">
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <Heading level={level} className="text-center text-sm font-semibold uppercase tracking-wider text-brand-700">
          {figures.heading}
        </Heading>
        <ul className="mx-auto mt-2 flex max-w-3xl flex-wrap justify-center gap-3 text-center">
          {sourced.map(({ figure, source, date }) => (
            <li key={figure.label} className="flex-1">
              <p className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{figureValue(figure.value, counts)}</p>
              <p className="mt-1 text-sm text-ink">{figure.label}</p>
              {!shared && <FigureSource source={source} asOf={figures.asOfLabel} date={date} className="mt-1" />}
            </li>
          ))}
        </ul>
        {shared && (
          <FigureSource
            source={sourced[0].source}
            asOf={figures.asOfLabel}
            date={sourced[0].date}
            className="mt-3 text-center"
          />
        )}
      </div>
    </section>
  );
}

/** What clients said, with their consent: the words, the person, their company and town, and where it was said. */
export function Testimonials({ testimonials, level }: { testimonials: Proof['testimonials']; level: HeadingLevel }) {
  if (!testimonials.testimonials.length) return null;
  return (
    <ProofSection heading={testimonials.heading} level={level}>
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.testimonials.map((testimonial) => (
          <li key={testimonial.quote}>
            <figure className="h-full rounded-2xl border border-brand-100 bg-white p-6">
              <blockquote className="text-lg text-ink">{testimonial.quote}</blockquote>
              <figcaption className="mt-4 text-sm text-ink-muted">
                <span className="font-semibold text-brand-900">{testimonial.person}</span>, {testimonial.role},{' '}
                {testimonial.company}, {testimonial.town} ({testimonial.source})
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ProofSection>
  );
}

/** The logos of clients who gave permission to show them, each named by its alt text. */
export function ClientLogos({ logos, level }: { logos: Proof['logos']; level: HeadingLevel }) {
  if (!logos.clients.length) return null;
  return (
    <ProofSection heading={logos.heading} level={level} tinted>
      <ul className="flex flex-wrap items-center justify-center gap-8">
        {logos.clients.map((client) => (
          <li key={client.name}>
            <ContentImage image={client.logo} className="h-12 w-auto" />
          </li>
        ))}
      </ul>
    </ProofSection>
  );
}

type ProofSectionsProps = About & {
  proof: Proof;
  names: Record<string, string>;
  counts: FigureCounts;
  builtOn: string;
  level: HeadingLevel;
};

/** Every proof section in the order a buyer weighs them; each empty one renders nothing. */
export function ProofSections({ proof, names, counts, builtOn, about, level }: ProofSectionsProps) {
  return (
    <>
      <CaseStudies caseStudies={proof.caseStudies} names={names} about={about} level={level} />
      <KeyFigures figures={proof.figures} counts={counts} builtOn={builtOn} about={about} level={level} />
      {about === undefined && <Testimonials testimonials={proof.testimonials} level={level} />}
      {about === undefined && <ClientLogos logos={proof.logos} level={level} />}
    </>
  );
}
