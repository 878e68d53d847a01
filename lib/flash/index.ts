import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { env } from '@/lib/env';

/*
 * A one-shot message that survives a server-side redirect (ARCHITECTURE rule 4): sealed by
 * iron-session in its own short-lived cookie, shown once by <FlashToast>, then deleted.
 */

const FLASH_COOKIE = 'bo.flash';
const FLASH_TTL_SECONDS = 60;

const flashSchema = z.object({
  id: z.string(),
  level: z.enum(['info', 'warning', 'error']),
  message: z.string().max(500),
});
export type Flash = z.infer<typeof flashSchema>;

export async function setFlash(message: string, level: Flash['level'] = 'info'): Promise<void> {
  const flash: Flash = { id: crypto.randomUUID(), level, message };
  const sealed = await sealData(flash, { password: env().FLASH_SECRET, ttl: FLASH_TTL_SECONDS });
  (await cookies()).set(FLASH_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    path: '/',
    maxAge: FLASH_TTL_SECONDS,
  });
}

export async function readFlash(): Promise<Flash | null> {
  const sealed = (await cookies()).get(FLASH_COOKIE)?.value;
  if (!sealed) return null;
  try {
    const parsed = flashSchema.safeParse(
      await unsealData(sealed, { password: env().FLASH_SECRET, ttl: FLASH_TTL_SECONDS }),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function clearFlash(): Promise<void> {
  (await cookies()).delete(FLASH_COOKIE);
}
