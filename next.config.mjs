/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  output: 'standalone',
  reactStrictMode: true,
  typedRoutes: false,
  serverExternalPackages: ['msw', '@mswjs/http-middleware'],
};

export default nextConfig;
