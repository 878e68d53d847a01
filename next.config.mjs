/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  output: 'standalone',
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` type-checks beside the build (scripts/test.mjs): the build need not do it again.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  // ioredis and the journal's engines load files and native-style modules at run time (PGlite its WebAssembly
  // and data files): required from node_modules as they are, never bundled.
  serverExternalPackages: [
    'msw',
    '@mswjs/http-middleware',
    '@electric-sql/pglite',
    'pg',
    'pg-boss',
    'ioredis',
  ],
  outputFileTracingIncludes: {
    '/**': ['./node_modules/@electric-sql/pglite/dist/{pglite,initdb}.{wasm,data,js,cjs}'],
  },
  experimental: {
    // The proxy buffers a request body up to this size and cuts it beyond: one uploaded file under
    // 10 MB plus its form fields (MAX_UPLOAD_REQUEST_BYTES, lib/documents/upload.ts) must pass whole.
    proxyClientMaxBodySize: '11mb',
  },
};

export default nextConfig;
