import type { Metadata } from 'next';
import { ROUTES } from '@/lib/access';
import { requireVisitor } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { PublicHeading } from '../_components/public-heading';
import { ForgotPasswordForm } from './_components/after-load';

export const metadata: Metadata = { title: ROUTES.forgotPassword.title };

export default async function ForgotPasswordPage() {
  await requireVisitor();
  return (
    <>
      <PublicHeading title={ROUTES.forgotPassword.title}>
        Indiquez votre email professionnel : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </PublicHeading>
      <ForgotPasswordForm domain={env().STAFF_EMAIL_DOMAIN} />
    </>
  );
}
