'use client';

import { describeError, ErrorScreen, RetryButton } from '@/components/ui/ErrorScreen';
// Plain content data, not the checked loader: a client component must not bundle the build-time checks.
import { chrome } from '@/content/chrome';

type Props = { error: Error & { status?: number; statusText?: string; digest?: string }; reset: () => void };

/** Shown in place of a page whose rendering failed; the header and footer stay. */
export default function RouteError({ error, reset }: Props) {
  return (
    <ErrorScreen heading={chrome.errors.heading} detail={describeError(error)} stack={error.stack}>
      <RetryButton label={chrome.errors.retry} onRetry={reset} />
    </ErrorScreen>
  );
}
