/**
 * The floor `BENCH_PARTS=ratio npm run bench` compares the back-office with: the same Next, built the
 * same way (standalone server), with nothing of the app's.
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  output: 'standalone',
  // The bench builds it to measure it: the repository's own typecheck and lint cover its two files.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
