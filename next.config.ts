import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import { analyticsConfig, analyticsRewrites, anyConfigured } from './src/analytics/config'
import { parseConsentMode } from './src/analytics/consent'
import { publicValues } from './src/lib/publicEnv'
import { MISSING_SITE_URL_WARNING } from './src/lib/seo'
import { probeContentLake } from './src/sanity/buildProbe'
import { DIST_DIR } from './src/server/distDir.mjs'
import { DEFAULT_BODY_LIMIT } from './src/server/http/bodyLimits.mjs'
import pkg from './package.json' with { type: 'json' }
import { assertStyledComponentsPatched } from './build-hooks/check-styled-components.mjs'
import { addCompileHints } from './build-hooks/compile-hints.mjs'

// Issue 9: a production build without the public URL says so loudly (and publishes no
// localhost addresses: see publicSiteUrl in src/lib/seo.ts).
if (process.argv.includes('build') && !process.env.NEXT_PUBLIC_SITE_URL) {
  console.warn(MISSING_SITE_URL_WARNING)
}

export const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A second build beside the first (the analytics route tests): NEXT_DIST_DIR=.next-analytics.
  distDir: DIST_DIR,
  poweredByHeader: false,
  // Issue 34: the image optimiser (/_next/image, which no page uses: CMS images come sized from
  // their CDN) takes only the site's own image files. Any other local url (a page such as
  // /features, a backslash host) is a 400 instead of a 500 from optimising HTML.
  images: { localPatterns: [{ pathname: '/images/**', search: '' }] },
  // `npm test` (scripts/test.sh) builds the site three times from a fresh clone. Turbopack's build
  // cache, which nothing there ever reads, took ~10 s a build to write (NEXT_BUILD_CACHE=off), and
  // Next's type check ~20 s (NEXT_BUILD_TYPECHECK=off), which its type check step makes once for
  // all three (`npm run typecheck`: `next typegen`, then tsc). Both stay on by default.
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // Issue 10: the fonts' @font-face rules (1.5 KB, the one CSS file Next makes) inline in the
    // head, so that a page's one render-blocking stylesheet is the site stylesheet
    // (src/server/http/siteCss.mjs): with both linked, Lighthouse's FCP on home was ~0.2 s later.
    inlineCss: true,
    // Issue 46: Next holds a copy of each request's body for the proxy (src/proxy.ts), up to this
    // size (10 MB by default), before any route runs. No address takes more than 1 MB
    // (src/server/http/bodyLimits.mjs), and the site's server refuses a bigger body before Next
    // reads it; this bounds the copy where that server does not run (`next start`, `next dev`).
    // One byte more, so that a body cut here still reads as over a 1 MB limit, not as complete.
    proxyClientMaxBodySize: DEFAULT_BODY_LIMIT + 1,
  },
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === 'off' },
  // Issue 10: Next hashed the whole HTML for an ETag on every request, in JavaScript: ~20 % of the
  // server's CPU time serving home under load (a CPU profile of `next start`), for a header the
  // answers did not even carry. Page caching is Cache-Control's (issue 9).
  generateEtags: false,
  // Issue 10: Next's page cache, handing out each cached page's HTML in ASCII: with one em dash
  // in it, Node measured and encoded the whole page as UTF-16 on every request (~640 → ~960
  // requests per second on home). src/server/cacheHandler.mjs; on disk, pages stay as rendered.
  cacheHandler: path.join(/* turbopackIgnore: true */ process.cwd(), 'src/server/cacheHandler.mjs'),
  // Issue 9: a CDN may serve a page stale for one ISR lifetime (3600 s, src/app/layout.tsx) while
  // it regenerates: `s-maxage=3600, stale-while-revalidate=3600`, not a year.
  expireTime: 7200,
  compiler: {
    // Issue 10: production class names are the short component ids (`sc-<hash>-<n>`); the file and
    // component names stay in development, where they help find a rule's source.
    styledComponents: {
      displayName: process.env.NODE_ENV === 'development',
      fileName: process.env.NODE_ENV === 'development',
      pure: true,
    },
    // After the compile, before any page is prerendered, once a build (Next's documented hook;
    // this file itself is loaded again by every build worker and `next start`):
    // - Issue 10: server components' CSS is written once, in the head, by a patch `npm install`
    //   applies (patches/styled-components+6.6.0.patch). Without it every styled element would
    //   have its <style> before it again, and sibling selectors (`:first-child`, `h1 + &`) would
    //   miss: the build stops here instead (build-hooks/check-styled-components.mjs renders a
    //   styled element as a server component would). The build bundles the package it checked,
    //   so `next start` serves what passed.
    // - Issue 37: Chrome compiles each client chunk whole, off the main thread, as it downloads
    //   (build-hooks/compile-hints.mjs): Lighthouse's TBT on home 139 -> 106 ms.
    //   `COMPILE_HINTS=off` leaves the chunks as Turbopack writes them.
    runAfterProductionCompile: async ({ distDir, projectDir }) => {
      assertStyledComponentsPatched()
      if (process.env.COMPILE_HINTS !== 'off') addCompileHints(path.resolve(projectDir, distDir))
    },
  },
  // PGlite loads its WebAssembly Postgres and data files from its own package folder at run time;
  // bundling it would break those paths (DESIGN §1 leads store).
  serverExternalPackages: ['@electric-sql/pglite'],
  env: {
    // Issue 11: '1' when any analytics service is configured. Without one, the page-view and
    // header-event calls (and the facade behind them) are dropped from the bundle at build time.
    FL_ANALYTICS_ENABLED: anyConfigured(analyticsConfig(process.env)) ? '1' : '',
    // '1' with a consent mode (opt-in, opt-out): the banner's code is in the build only then.
    FL_CONSENT_BANNER: parseConsentMode(process.env.NEXT_PUBLIC_CONSENT_MODE) !== 'off' ? '1' : '',
    // Issue 34: every NEXT_PUBLIC_ value this build saw, written into the bundles like the values
    // themselves: the server reads these, not its own environment (src/lib/publicEnv.ts).
    FL_BUILT_PUBLIC_ENV: JSON.stringify(publicValues(process.env)),
    // SPEC §2: a build version string is written to the browser console on every page.
    NEXT_PUBLIC_BUILD_VERSION:
      process.env.NEXT_PUBLIC_BUILD_VERSION ||
      `${pkg.version}+${new Date().toISOString().slice(0, 10)}`,
  },
  // Issue 11: Segment's CDN and PostHog's ingestion as first-party paths (/seg-cdn, /ph), only for
  // the services configured (read at build time, like every NEXT_PUBLIC_ value). Issue 49: none
  // other here, as Next matches them again on every request (an embedded image at a size goes to
  // the image CDN through the proxy, src/server/http/embeddedImageRewrite.ts).
  async rewrites() {
    return {
      beforeFiles: analyticsRewrites(analyticsConfig(process.env)),
      afterFiles: [],
      fallback: [],
    }
  },
  // Issue 33: Next's trailing-slash redirect ran before the /ph rewrite and doubled every PostHog
  // send; ours is the same redirect without the relay, answered by src/proxy.ts with the security
  // headers (trailingSlashTarget in config.ts; issue 47: redirects of this file carry none). Off,
  // Next also keeps a link's trailing slash in the browser: such a link takes that redirect.
  skipTrailingSlashRedirect: true,
}

export default async function config(phase: string): Promise<NextConfig> {
  // Issue 10: `next dev` compiles the installed styled-components as it goes, with no build hook:
  // the same check as the build's (runAfterProductionCompile above), when the dev server starts.
  if (phase === PHASE_DEVELOPMENT_SERVER) assertStyledComponentsPatched()
  // Issue 12: a build from a Sanity project whose Content Lake cannot be read fails here, before
  // compiling, with the message the prerendering would give (src/sanity/buildProbe.ts). Only the
  // build's own process asks: its workers load this file again.
  if (phase === PHASE_PRODUCTION_BUILD && process.argv.includes('build')) {
    await probeContentLake(process.env)
  }
  return nextConfig
}
