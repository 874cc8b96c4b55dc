import type { NextConfig } from 'next'
import pkg from './package.json' with { type: 'json' }

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  env: {
    // SPEC §2: a build version string is written to the browser console on every page.
    NEXT_PUBLIC_BUILD_VERSION:
      process.env.NEXT_PUBLIC_BUILD_VERSION ?? `${pkg.version}+${new Date().toISOString().slice(0, 10)}`,
  },
}

export default nextConfig
