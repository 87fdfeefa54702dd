import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { resolve } from 'node:path';
import { assertSecrets, backendOrigin } from './lib/platform/config/required-config';
import { DEVICE_WIDTHS, FIXED_IMAGE_WIDTHS } from './lib/images/widths';
import { memberRoutePattern } from './lib/platform/edge-proxy/member-routes';
import { staticContentSecurityPolicy } from './lib/platform/security/headers';
import { undecodablePathPattern } from './lib/platform/security/undecodable';

// A build or start against a real backend refuses to go on without the site's own secrets.
assertSecrets();

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // ICU messages are compiled at build time, so the browser gets no message parser (~12 kB gz).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// Read at build time: the pages' policy names it, so a new CMS_URL needs a new build
// (scripts/start.mjs takes care of that).
const cmsUrl = backendOrigin();

/**
 * The benchmarks' floor pages (app/floor, `*.bench.tsx`) are built only when BENCH_FLOOR=1 at build
 * time (`npm run bench` and `npm run lighthouse` build their own copy with it); the product has
 * no /floor.
 */
const benchFloor = process.env.BENCH_FLOOR === '1';

/** Paths that are not pages: Next's own, the backend proxy, route handlers and public files. */
const notPages = [
  'en(?:/|$)',
  'zh-hans(?:/|$)',
  '_next/',
  'jsonapi(?:/|$)',
  'image$',
  'sites/',
  'api/',
  'static/',
  'favicon\\.ico$',
  'robots\\.txt$',
  'sitemap\\.xml$',
  '\\.well-known/',
  // the benchmarks' static floor page (app/floor): no rewrite, no proxy
  ...(benchFloor ? ['floor(?:/|$)'] : []),
].join('|');

const contentLife = { stale: 300, revalidate: 900, expire: 60 * 60 * 24 * 30 };
/**
 * Paths that set their own policy: the backend proxy's (lib/platform/backend-proxy: stricter), and the
 * draft routes' (lib/preview/draft-mode.ts: the CMS may frame them, as its preview iframe opens them).
 */
const ownPolicyPaths = '(?:en/)?jsonapi(?:/|$)|image$|sites/|api/draft(?:/|$)';

const nextConfig: NextConfig = {
  pageExtensions: benchFloor ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  cacheComponents: true,
  // Off on purpose: without it the first visit to a path waits for the real render, so an unknown
  // path answers 404 and a backend failure 5xx (with it, an App Shell goes out first as a 200).
  partialPrefetching: false,
  poweredByHeader: false,
  // Compression is installed by instrumentation.ts instead (lib/platform/http/compression.ts: Next's own
  // middleware, except that a cached page goes out as the gzip or Brotli copy made when it was stored).
  compress: false,
  // Hashing every cached HTML page for an ETag costs more CPU than serving it (the pages carry
  // s-maxage caching instead): measured with npm run bench.
  generateEtags: false,
  // Loaded from node_modules, not bundled: the metrics registry is one per process (the cache
  // handlers, which Node loads, share it), and the tracing SDK loads only when it is configured.
  serverExternalPackages: [
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  // A separate build folder lets the e2e tests keep their own build beside the one `npm start` uses.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` checks the types itself (`npm run typecheck`, the same tsconfig) before its e2e
  // build, and says so with NEXT_TYPES_CHECKED=1: the build does not check them again (about 2
  // minutes on a 2-core machine). Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === '1' },
  experimental: {
    authInterrupts: true,
    // Next copies a request body into memory for proxy.ts (10 MB by default, the rest dropped): the
    // pages it runs for take no body, so a large POST to one costs 16 kB (issue 29).
    proxyClientMaxBodySize: 16 * 1024,
  },
  // The site's own cache handlers (lib/platform/cache): bounded, shared through Redis when REDIS_URL is
  // set, no 404s or per-request pages kept. (next build and next start run in the project folder.)
  cacheHandler: resolve('lib/platform/cache/route-cache-handler.mjs'),
  cacheHandlers: {
    default: resolve('lib/platform/cache/data-cache-handler.mjs'),
    remote: resolve('lib/platform/cache/data-cache-handler.mjs'),
  },
  cacheLife: {
    // Content: served from the cache, refreshed in the background every 15 minutes (webhooks
    // refresh it at once), and kept for 30 days so a backend outage does not take pages down.
    // It is also the default life of every 'use cache' reader (lib/cms/outcome.ts sets none on
    // success, so that a shorter life of a reader it calls carries over to it).
    default: contentLife,
    content: contentLife,
    // The stock in show pages' structured data (for search engines; visitors see live stock in the
    // buy box): refreshed in the background every 10 minutes. It was every minute, and each refresh
    // re-renders the whole show page: under load that was the show pages' worst latency (npm run bench).
    stock: { stale: 300, revalidate: 600, expire: 60 * 60 },
  },
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    // Fewer widths than Next's 15: every <img> lists each in its srcset, and the home page carries
    // 26 images (a third of its HTML was srcset).
    deviceSizes: DEVICE_WIDTHS,
    imageSizes: FIXED_IMAGE_WIDTHS,
  },
  async headers() {
    // The base security headers go on every response from the HTTP guard (lib/platform/security/http-guard.ts).
    // Member pages get their nonce policy from proxy.ts instead of this one (lib/platform/security/headers.ts);
    // other paths under their folders are 404s of the prerendered content route, and get this one.
    const csp = {
      key: 'Content-Security-Policy',
      value: staticContentSecurityPolicy({ cmsOrigin: cmsUrl, frameHosts: process.env.CSP_FRAME_HOSTS }),
    };
    return [
      { source: '/', headers: [csp] },
      { source: `/:path((?!${memberRoutePattern}|${ownPolicyPaths}).+)`, headers: [csp] },
    ];
  },
  async redirects() {
    // Chinese has no prefix: send the explicit one to the canonical URL.
    return [
      { source: '/zh-hans', destination: '/', permanent: true },
      { source: '/zh-hans/:path*', destination: '/:path*', permanent: true },
      // The profile has no page of its own: its first screen is the orders, as the header's links.
      { source: '/profile', destination: '/profile/orders', permanent: false },
      { source: '/en/profile', destination: '/en/profile/orders', permanent: false },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [
        // A path Next cannot decode (`/%zz`, broken UTF-8) would crash its router into a bare 500:
        // it goes to a path where no page lives, which answers 404 (lib/platform/security/undecodable.ts).
        { source: `/en/:path(${undecodablePathPattern})`, destination: '/en/undecodable-path' },
        { source: `/:path(${undecodablePathPattern})`, destination: '/zh-hans/undecodable-path' },
        // Locale routing without a proxy on the hot path: prefix-less paths are Chinese.
        { source: '/', destination: '/zh-hans' },
        { source: `/:path((?!${notPages}).*)`, destination: '/zh-hans/:path' },
      ],
    };
  },
};

export default withNextIntl(nextConfig);
