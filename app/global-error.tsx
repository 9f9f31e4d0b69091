'use client';

import RouteError from './error';
import './globals.css';

/** Replaces the whole page when the root layout itself fails to render: the same fallback screen, standalone. */
export default function GlobalError(props: Parameters<typeof RouteError>[0]) {
  return (
    <html lang="en-IN">
      <body>
        <main>
          <RouteError {...props} />
        </main>
      </body>
    </html>
  );
}
