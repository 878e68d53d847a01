import { Download } from 'lucide-react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { documentContentHref } from '@/lib/documents/content';
import { businessErrorMessage } from '@/lib/domain/errors';
import { documentType } from '@/lib/domain/enums';
import type { Document } from '@/lib/domain/schemas';

/**
 * A plain link, not next/link: the answer is a file (Content-Disposition: attachment) streamed by
 * app/api/documents/[id]/content, never a page to prefetch.
 */
export function DownloadLink({ id, variant = 'secondary' }: { id: string; variant?: ButtonVariant }) {
  return (
    <a href={documentContentHref(id, { download: true })} download className={buttonClasses({ variant })}>
      <Download aria-hidden="true" />
      Télécharger
    </a>
  );
}

/** SPEC §8 EMPTY_DOCUMENT, in place of bytes that do not exist. */
export function EmptyDocumentNotice() {
  return (
    <Notice tone="warning" role="status">
      {businessErrorMessage('EMPTY_DOCUMENT')}
    </Notice>
  );
}

/** The type's French name: the gateway's, else SPEC §4's label for the code, else the code. */
export function documentTypeName(document: Document): string {
  const { code, name } = document.type;
  // Production renders what the gateway sent (SPEC §5), which may not be a string.
  if (typeof name === 'string' && name.trim()) return name;
  return documentType.is(code) ? documentType.label(code) : code;
}
