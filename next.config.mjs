/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  output: 'standalone',
  reactStrictMode: true,
  typedRoutes: false,
  serverExternalPackages: ['msw', '@mswjs/http-middleware', 'ioredis'],
  experimental: {
    // The proxy buffers a request body up to this size and cuts it beyond: one uploaded file under
    // 10 MB plus its form fields (MAX_UPLOAD_REQUEST_BYTES, lib/documents/upload.ts) must pass whole.
    proxyClientMaxBodySize: '11mb',
  },
};

export default nextConfig;
