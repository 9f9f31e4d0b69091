import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ErrorWordsProvider } from '@/components/layout/ErrorWords';
import { loadContent } from '@/lib/content';
import { RouteError } from './RouteError';

const { errors } = loadContent().chrome;

/** The screen as the root layout holds it: inside the provider of its words. */
const inLayout = (errorScreen: ReactNode) =>
  render(
    <ErrorWordsProvider words={{ heading: errors.heading, retry: errors.retry }}>{errorScreen}</ErrorWordsProvider>,
  );

describe('the fallback error screen', () => {
  it('shows the heading, the error message and the stack trace', () => {
    const error = new Error('Cannot read the product list');
    inLayout(<RouteError error={error} reset={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: errors.heading })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the product list')).toBeInTheDocument();
    expect(screen.getByText(/at .*RouteError\.test\.tsx/)).toBeInTheDocument();
  });

  it('shows the status and status text when the error carries them', () => {
    const error = Object.assign(new Error('ignored'), { status: 503, statusText: 'Service Unavailable' });
    error.stack = undefined;
    inLayout(<RouteError error={error} reset={jest.fn()} />);
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
    expect(document.querySelector('pre')).toBeNull();
  });

  it('offers to try rendering again', async () => {
    const reset = jest.fn();
    inLayout(<RouteError error={new Error('x')} reset={reset} />);
    await userEvent.click(screen.getByRole('button', { name: errors.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
