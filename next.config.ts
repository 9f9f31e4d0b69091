import type { NextConfig } from 'next';
// First: a wrong setting stops the build here with its plain message, before anything reads it or is exported.
import { urlSettings } from './lib/checked-settings';
import { basePath } from './lib/routes/paths';

const nextConfig: NextConfig = {
  output: 'export',
  // Directory-style URLs (/about/ -> about/index.html) work on every static host without rewrites.
  trailingSlash: true,
  // Deployed under a sub-path (e.g. https://example.com/site) when BASE_PATH=/site is set at build time.
  basePath: basePath || undefined,
  // EXPORT_DIR writes the export somewhere other than out/ (a custom distDir names the export folder when
  // output is 'export'); the base-path test builds into out-base-path/ so out/ stays the root build.
  distDir: process.env.EXPORT_DIR || undefined,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Each language has its own root layout (app/(en)/layout.tsx, and a Tamil one to come: issue 42), so there is no
    // app/layout.tsx to hold the 404 page; app/global-not-found.tsx is the whole 404 document instead, which Next
    // exports as 404.html. Without it, the export writes Next's own bare 404 page.
    globalNotFound: true,
  },
  env: {
    // Always defined, so the build sees a constant and drops the metrics reporter entirely when it is ''.
    // The parsed address (URL.href), never the raw value.
    NEXT_PUBLIC_METRICS_ENDPOINT: urlSettings.NEXT_PUBLIC_METRICS_ENDPOINT ?? '',
  },
};

export default nextConfig;
