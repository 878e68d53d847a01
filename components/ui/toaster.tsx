'use client';

import { Toaster as SonnerToaster } from 'sonner';

/** SPEC §2 and §9: alerts auto-hide after 8000 ms. */
export const TOAST_DURATION_MS = 8000;

/** The one toast host of the app (mounted once in the root layout): bottom centre, with a close button. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-center"
      closeButton
      richColors
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
    />
  );
}
