'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The browser's print dialog; the page's print styles give an A4 landscape report. */
export function PrintButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Imprimer
    </Button>
  );
}
