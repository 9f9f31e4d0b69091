'use client';

import { useErrorWords } from '@/components/layout/ErrorWords';
import { describeError, ErrorScreen } from '@/components/ui/ErrorScreen';
import type { HeadingLevel } from '@/components/ui/Heading';

type Props = {
  error: Error & { status?: number; statusText?: string; digest?: string };
  reset: () => void;
  /** Next shows the screen for a page (h1); an island's boundary shows it for one part of a page (h2). */
  level?: HeadingLevel;
};

/** Shown in place of a page whose rendering failed (the header and footer stay), or of a failing island. */
export default function RouteError({ error, reset, level }: Props) {
  const words = useErrorWords();
  return (
    <ErrorScreen heading={words.heading} level={level} detail={describeError(error)} stack={error.stack}>
      <button
        type="button"
        onClick={reset}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {words.retry}
      </button>
    </ErrorScreen>
  );
}
