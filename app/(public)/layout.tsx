import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';

/** The screens a visitor sees before signing in: one centred card under the product name. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-4 py-10">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-2xl font-semibold tracking-tight text-brand-800">
          {PUBLIC_LABELS.productName}
        </p>
        <Card className="px-6 py-7 sm:px-8">{children}</Card>
      </div>
    </main>
  );
}
