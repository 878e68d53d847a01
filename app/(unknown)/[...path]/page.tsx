import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOT_FOUND_SCREEN } from '@/lib/domain/errors';

export const metadata: Metadata = { title: NOT_FOUND_SCREEN.title };

/** Any path no route matches: the 404, inside the shell of its layout. */
export default function UnknownPath(): never {
  notFound();
}
