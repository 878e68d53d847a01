import type { Metadata } from 'next';
import { FlashToast } from '@/components/shell/flash-toast';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { readFlash } from '@/lib/flash';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Back-office', template: '%s · Back-office' },
  robots: { index: false, follow: false },
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading cookies makes every page render per request, which the CSP nonce needs anyway.
  const flash = await readFlash();
  return (
    <html lang="fr">
      <body>
        {children}
        <LazyToaster />
        <FlashToast flash={flash} />
      </body>
    </html>
  );
}
