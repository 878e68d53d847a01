'use server';

import { clearFlash } from './index';

/** Called by <FlashToast> once the message is on screen. */
export async function consumeFlashAction(): Promise<void> {
  await clearFlash();
}
