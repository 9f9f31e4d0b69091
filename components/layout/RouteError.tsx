'use client';

import { describeError, ErrorScreen } from '@/components/ui/ErrorScreen';
import { useErrorWords } from './ErrorWords';

type Props = {
  error: Error & { status?: number; statusText?: string; digest?: string };
  reset: () => void;
};

/**
 * Shown in place of a page whose rendering failed (the header and footer stay, and the layout gives its words, in
 * the page's language): each language's error.tsx is this.
 */
export function RouteError({ error, reset }: Props) {
  const words = useErrorWords();
  return (
    <ErrorScreen heading={words.heading} detail={describeError(error)} stack={error.stack}>
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
