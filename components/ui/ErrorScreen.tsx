import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from './Heading';

type Props = {
  heading: string;
  /** 1 when the screen stands for the page; lower in place of one part of it, so the page keeps one h1. */
  level?: HeadingLevel;
  /** "404 Not Found", or the error's message. */
  detail: string;
  stack?: string;
  /** Ways onward: a retry button, a link home. */
  children?: ReactNode;
  /**
   * The detail as the small label above the heading, as sections wear theirs ("404 Not Found" over "Page not
   * found"); without it, under the heading, as the spec's error screen gives the status after its heading.
   */
  detailAbove?: boolean;
};

/** The fallback screen: what went wrong, the stack trace where there is one, and a way onward. */
export function ErrorScreen({ heading, level = 1, detail, stack, children, detailAbove = false }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      {detailAbove && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand-700">{detail}</p>}
      <Heading level={level} className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {heading}
      </Heading>
      {!detailAbove && <p className="mt-4 text-lg text-ink-muted">{detail}</p>}
      {stack && (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-brand-50 p-4 text-sm text-ink">
          <code>{stack}</code>
        </pre>
      )}
      {children && <div className="mt-8 flex flex-wrap gap-4">{children}</div>}
    </div>
  );
}

type RenderError = Error & { status?: number; statusText?: string };

/** The line under the heading: the status and status text when the error has them, else its message. */
export function describeError(error: RenderError): string {
  if (error.status) return [error.status, error.statusText].filter(Boolean).join(' ');
  return error.message || String(error);
}
