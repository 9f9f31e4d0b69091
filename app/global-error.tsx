'use client';

import { describeError, ErrorScreen } from '@/components/ui/ErrorScreen';
import './globals.css';

type Props = { error: Error & { status?: number; statusText?: string; digest?: string } };

/**
 * Replaces the whole page when the root layout itself fails to render. That layout is what loads the content, so
 * there are no checked words to show here (content that failed its check is the usual cause): the error speaks for
 * itself, by its name, its message and its stack.
 */
export default function GlobalError({ error }: Props) {
  return (
    <html lang="en-IN">
      <body>
        <main>
          <ErrorScreen heading={error.name} detail={describeError(error)} stack={error.stack} />
        </main>
      </body>
    </html>
  );
}
