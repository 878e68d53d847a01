// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiredToken } from '@/app/(public)/_components/expired-token';
import { LoginForm } from '@/app/(public)/connexion/_components/login-form';
import { sessionNoticeMessage } from '@/lib/auth/notices';

/*
 * SPEC §8 texts as the public screens render them, typed out word for word. The login page reads
 * its notice from the `motif` parameter (lib/auth/notices) exactly as app/(public)/connexion does.
 */

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/app/(public)/connexion/actions', () => ({ signInAction: vi.fn() }));

afterEach(cleanup);

describe('login page notice (?motif=…)', () => {
  const renderLogin = (motif: string | null) =>
    render(
      <LoginForm
        domain="groupe.example"
        redirectTo={null}
        notice={sessionNoticeMessage(motif)}
        demo={null}
      />,
    );

  it.each([
    ['expired', 'Votre session a expiré, merci de vous reconnecter.'],
    ['refresh', 'Votre session a expirée.'],
  ])('motif=%s shows "%s" as a status', (motif, text) => {
    renderLogin(motif);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('shows no notice for an unknown or missing motif', () => {
    renderLogin('Votre session a expirée.');
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderLogin(null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('expired password link (/creation-mot-de-passe/:token, /reinitialisation-mot-de-passe/:token)', () => {
  it('says "Le token de création de mot de passe a expiré." as an alert', () => {
    render(<ExpiredToken title="Création du mot de passe" />);
    expect(screen.getByRole('alert').textContent).toBe('Le token de création de mot de passe a expiré.');
  });
});
