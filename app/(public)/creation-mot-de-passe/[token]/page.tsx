import type { Metadata } from 'next';
import { ROUTES } from '@/lib/access';
import { requireVisitor } from '@/lib/auth/session';
import { ExpiredToken } from '../../_components/expired-token';
import { PasswordForm } from '../../_components/after-load';
import { PublicHeading } from '../../_components/public-heading';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';
import { checkPasswordToken } from '@/lib/auth/password-links';
import { createPasswordAction } from './actions';

export const metadata: Metadata = { title: ROUTES.createPassword.title };

export default async function CreatePasswordPage({ params }: { params: Promise<{ token: string }> }) {
  await requireVisitor();
  const { token } = await params;
  const link = await checkPasswordToken(token);
  if (!link.valid) return <ExpiredToken title={ROUTES.createPassword.title} />;
  return (
    <>
      <PublicHeading title={ROUTES.createPassword.title}>
        Choisissez le mot de passe de votre compte.
      </PublicHeading>
      <PasswordForm
        token={token}
        email={link.email}
        codeRequired={link.authenticationCodeRequired}
        submitLabel={PUBLIC_LABELS.createPassword}
        action={createPasswordAction}
      />
    </>
  );
}
