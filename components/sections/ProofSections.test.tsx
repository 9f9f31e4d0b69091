import { render, screen, within } from '@testing-library/react';
import { loadContent } from '@/lib/content';
import { type FigureCounts, monthOf, offerNamesOf, proofPropsOf } from '@/lib/proof';
import { exampleClient, exampleTestimonial } from '@/lib/proof-for-tests';
import { CaseStudies, ClientLogos, KeyFigures, ProofSections, Testimonials } from './ProofSections';

const content = loadContent();
const { proof, products, services, site } = content;
const today = new Date('2026-11-26T00:00:00Z');
const props = proofPropsOf(content, today);
const names = offerNamesOf(content);
const counts: FigureCounts = props.counts;

const empty = {
  ...proof,
  caseStudies: { ...proof.caseStudies, studies: [] },
  figures: { ...proof.figures, figures: [] },
  testimonials: { ...proof.testimonials, testimonials: [] },
  logos: { ...proof.logos, clients: [] },
};
const filled = {
  ...proof,
  testimonials: { ...proof.testimonials, testimonials: [exampleTestimonial] },
  logos: { ...proof.logos, clients: [{ ...exampleClient, logo: { ...exampleClient.logo, width: 180, height: 44 } }] },
};

describe('with nothing to show, a section renders nothing: no heading, no empty band', () => {
  it.each([
    ['case studies', <CaseStudies key="c" caseStudies={empty.caseStudies} names={names} level={2} />],
    ['figures', <KeyFigures key="f" figures={empty.figures} counts={counts} builtOn="2026-11-26" level={2} />],
    ['testimonials', <Testimonials key="t" testimonials={empty.testimonials} level={2} />],
    ['client logos', <ClientLogos key="l" logos={empty.logos} level={2} />],
    ['all of them', <ProofSections key="a" {...props} proof={empty} level={2} />],
  ])('%s', (_name, element) => {
    const { container } = render(element);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('case studies', () => {
  it('show each study: its title under the section heading, the client, what it was built with, each result and how it was measured', () => {
    render(<CaseStudies caseStudies={proof.caseStudies} names={names} level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: proof.caseStudies.heading })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(proof.caseStudies.studies.map((study) => study.title));
    for (const [i, study] of proof.caseStudies.studies.entries()) {
      const card = within(titles[i].closest('li') as HTMLElement);
      expect(card.getByRole('heading', { level: 3, name: study.title })).toBeInTheDocument();
      expect(card.getByText(study.client)).toBeInTheDocument();
      expect(
        card.getByText(`${proof.caseStudies.usesLabel} ${study.uses.map((slug) => names[slug]).join(', ')}`),
      ).toBeInTheDocument();
      for (const result of study.results) {
        expect(card.getByText(result.figure)).toBeInTheDocument();
        expect(card.getByText(new RegExp(result.measured.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
        expect(card.getByText(monthOf(result.measuredOn))).toHaveAttribute('datetime', result.measuredOn);
      }
    }
  });

  it('on a product or service page, only the studies built with it', () => {
    const slug = proof.caseStudies.studies[0].uses[0];
    const about = proof.caseStudies.studies.filter((study) => study.uses.includes(slug));
    render(<CaseStudies caseStudies={proof.caseStudies} names={names} about={[slug]} level={2} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(about.length);
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('about a product or service no study names, nothing', () => {
    const { container } = render(
      <CaseStudies caseStudies={proof.caseStudies} names={names} about={['no-such-offer']} level={2} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('key figures', () => {
  const counted = `${proof.figures.countedSource}, ${proof.figures.asOfLabel} ${monthOf('2026-11-26')}`;

  it('are counted from the content, true as of the day the site is built', () => {
    render(<KeyFigures figures={proof.figures} counts={counts} builtOn="2026-11-26" level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: proof.figures.heading })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(proof.figures.figures.length);
    expect(counts).toEqual({
      yearsSinceFounding: 2026 - site.foundedYear,
      productTotal: products.products.length,
      serviceTotal: services.services.length,
      openJobTotal: content.jobs.jobs.length,
    });
    for (const [i, figure] of proof.figures.figures.entries()) {
      const name = figure.value.replace(/^\{(\w+)\}$/, '$1') as keyof FigureCounts;
      expect(within(items[i]).getByText(String(counts[name]))).toBeInTheDocument();
      expect(within(items[i]).getByText(figure.label)).toBeInTheDocument();
    }
    // Every counted figure has the same source and date: the row names them once, under it, not three times.
    const sources = screen.getAllByText((_, element) => element?.tagName === 'P' && element.textContent === counted);
    expect(sources).toHaveLength(1);
    expect(within(sources[0]).getByText(monthOf('2026-11-26'))).toHaveAttribute('datetime', '2026-11-26');
    for (const item of items) expect(item).not.toHaveTextContent(proof.figures.countedSource);
  });

  it('with sources of their own, name each under its figure, with the date it was true', () => {
    const typed = { value: '120', label: 'projects delivered', asOf: '2026-03-31', source: 'Our project register' };
    render(
      <KeyFigures
        figures={{ ...proof.figures, figures: [proof.figures.figures[0], typed] }}
        counts={counts}
        builtOn="2026-11-26"
        level={2}
      />,
    );
    const [countedItem, typedItem] = screen.getAllByRole('listitem');
    expect(countedItem).toHaveTextContent(counted);
    expect(within(countedItem).getByText(monthOf('2026-11-26'))).toHaveAttribute('datetime', '2026-11-26');
    expect(typedItem).toHaveTextContent(`${typed.source}, ${proof.figures.asOfLabel} ${monthOf('2026-03-31')}`);
    expect(within(typedItem).getByText(monthOf('2026-03-31'))).toHaveAttribute('datetime', '2026-03-31');
  });

  it('typed by hand, show the date they were true', () => {
    const typed = { value: '120', label: 'projects delivered', asOf: '2026-03-31', source: 'Our project register.' };
    render(
      <KeyFigures figures={{ ...proof.figures, figures: [typed] }} counts={counts} builtOn="2026-11-26" level={2} />,
    );
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(screen.getByText(monthOf('2026-03-31'))).toHaveAttribute('datetime', '2026-03-31');
  });

  it('on a product or service page, only those about it', () => {
    const about = { value: '{productTotal}', label: 'about one service', source: 'x', about: ['bulk-sms'] };
    const figures = { ...proof.figures, figures: [...proof.figures.figures, about] };
    render(<KeyFigures figures={figures} counts={counts} builtOn="2026-11-26" about={['bulk-sms']} level={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('about one service')).toBeInTheDocument();
  });
});

describe('filled in (fixtures: the site ships none)', () => {
  it('a testimonial shows the words, the person, role, company, town and where it was said; no rating', () => {
    render(<Testimonials testimonials={filled.testimonials} level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: proof.testimonials.heading })).toBeInTheDocument();
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText(exampleTestimonial.quote)).toBeInTheDocument();
    expect(figure).toHaveTextContent(
      `${exampleTestimonial.person}, ${exampleTestimonial.role}, ${exampleTestimonial.company}, ${exampleTestimonial.town} (${exampleTestimonial.source})`,
    );
    expect(figure).not.toHaveTextContent(/★|rating/i);
  });

  it('a client logo is a picture named by the client', () => {
    render(<ClientLogos logos={filled.logos} level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: proof.logos.heading })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: exampleClient.logo.alt })).toBeInTheDocument();
  });

  it('all four sections on the home page, in order; on a service page only what concerns it', () => {
    const { unmount } = render(<ProofSections {...props} proof={filled} level={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      proof.caseStudies.heading,
      proof.figures.heading,
      proof.testimonials.heading,
      proof.logos.heading,
    ]);
    unmount();
    render(<ProofSections {...props} proof={filled} about={proof.caseStudies.studies[0].uses} level={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      proof.caseStudies.heading,
    ]);
  });

  it('no section is a landmark, so the page keeps the spec’s named sections in order', () => {
    render(<ProofSections {...props} proof={filled} level={2} />);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});
