import type { NextConfig } from 'next';

// Deployed under a sub-path (e.g. https://example.com/site) when BASE_PATH=/site is set at build time.
const basePath = process.env.BASE_PATH?.replace(/\/$/, '') || undefined;

const nextConfig: NextConfig = {
  output: 'export',
  // Directory-style URLs (/about/ -> about/index.html) work on every static host without rewrites.
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath ?? '',
    // Always defined, so the build sees a constant and drops the metrics reporter entirely when it is ''.
    NEXT_PUBLIC_METRICS_ENDPOINT: process.env.NEXT_PUBLIC_METRICS_ENDPOINT ?? '',
  },
};

export default nextConfig;
