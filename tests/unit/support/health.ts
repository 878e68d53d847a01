import { NextRequest } from 'next/server';

/** GET /api/health as a probe sends it (the route is imported when called, after the file's mocks). */
export async function health(): Promise<Response> {
  const { GET } = await import('@/app/api/health/route');
  return GET(new NextRequest('http://app.test/api/health'));
}
