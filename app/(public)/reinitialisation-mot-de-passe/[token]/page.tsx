import type { Metadata } from 'next';
import { ROUTES } from '@/lib/access';
import { requireVisitor } from '@/lib/auth/session';
import { ExpiredToken } from '../../_components/expired-token';
import { PasswordForm } from '../../_components/after-load';
import { PublicHeading } from '../../_components/public-heading';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';
import { checkPasswordToken } from '@/lib/auth/password-links';
import { resetPasswordAction } from './actions';

export const metadata: Metadata = { title: ROUTES.resetPassword.title };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  await requireVisitor();
  const { token } = await params;
  const link = await checkPasswordToken(token);
  if (!link.valid) return <ExpiredToken title={ROUTES.resetPassword.title} />;
  return (
    <>
      <PublicHeading title={ROUTES.resetPassword.title}>
        Choisissez le nouveau mot de passe de votre compte.
      </PublicHeading>
      <PasswordForm
        token={token}
        email={link.email}
        codeRequired={link.authenticationCodeRequired}
        submitLabel={PUBLIC_LABELS.resetPassword}
        action={resetPasswordAction}
      />
    </>
  );
}
