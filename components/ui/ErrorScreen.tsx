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
};

/** The fallback screen: what went wrong, the stack trace where there is one, and a way onward. */
export function ErrorScreen({ heading, level = 1, detail, stack, children }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <Heading level={level} className="text-3xl font-bold text-brand-900">
        {heading}
      </Heading>
      <p className="mt-4 text-xl italic text-ink-muted">{detail}</p>
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
