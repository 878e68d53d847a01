import 'server-only';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { NotFoundError } from '@/lib/gateway/errors';

/**
 * What a list's scope filter (a `?ownerId=`-like link from another screen) designates, read from
 * the gateway; an id the gateway does not know shows as itself, and no id gives undefined.
 */
export async function scopeLabel<T>(
  id: string | undefined,
  read: (id: string) => Promise<T>,
  format: (record: T) => string,
): Promise<string | undefined> {
  if (!id) return undefined;
  try {
    return format(await readOrExpire(() => read(id)));
  } catch (error) {
    if (error instanceof NotFoundError) return id;
    throw error;
  }
}
