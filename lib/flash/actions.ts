'use server';

import { clearFlash } from './index';

/** Called by <FlashToast> once the message is on screen. */
export async function consumeFlash(): Promise<void> {
  await clearFlash();
}
