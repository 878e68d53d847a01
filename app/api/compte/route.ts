import { NextResponse } from 'next/server';
import { requireAccess } from '@/lib/auth/session';
import { getMyCredentials } from '@/lib/gateway/credentials';
import { AuthenticationError } from '@/lib/gateway/errors';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * The signed-in staff member's own credentials as JSON, for the browser code that needs them
 * without a page render; also the BFF hop `npm run bench` measures against the direct gateway call.
 */
export async function GET(): Promise<NextResponse> {
  const session = await requireAccess('account');
  try {
    return NextResponse.json(await getMyCredentials(session.token), { headers: NO_STORE });
  } catch (error) {
    if (error instanceof AuthenticationError)
      return new NextResponse(null, { status: 401, headers: NO_STORE });
    throw error;
  }
}
