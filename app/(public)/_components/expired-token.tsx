import { ButtonLink } from '@/components/ui/button-link';
import { pathFor } from '@/lib/access/paths';
import { PASSWORD_TOKEN_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';
import { Notice } from '@/components/ui/notice';
import { PublicHeading } from './public-heading';

/** What an expired or unknown password link shows instead of the form. */
export function ExpiredToken({ title }: { title: string }) {
  return (
    <>
      <PublicHeading title={title} />
      <Notice tone="danger" role="alert" className="mb-6">
        {PASSWORD_TOKEN_EXPIRED_MESSAGE}
      </Notice>
      <p className="mb-4 text-sm text-fg-muted">
        Demandez un nouveau lien : il vous sera envoyé par email si votre compte existe.
      </p>
      <ButtonLink href={pathFor('forgotPassword')} variant="primary">
        {PUBLIC_LABELS.askNewLink}
      </ButtonLink>
    </>
  );
}
