// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useActionForm } from '@/components/forms/use-action-form';
import { notifyResult } from '@/components/ui/notify';
import type { ActionResult } from '@/lib/action-result';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));

// The output differs from the input, so the test sees that the action gets the parsed values.
const schema = z.object({ name: z.string().trim().min(2, 'Au moins 2 caractères.') });

function NameForm({
  action,
  onSuccess,
}: {
  action: (values: { name: string }) => Promise<ActionResult>;
  onSuccess?: (values: { name: string }) => void;
}) {
  const { form, submit } = useActionForm({ schema, defaultValues: { name: '' }, action, onSuccess });
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={submit} aria-label="Fiche">
      <label>
        Nom
        <input {...form.register('name')} />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">Enregistrer</button>
    </form>
  );
}

async function typeAndSubmit(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nom'), text);
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

beforeEach(() => {
  router.push.mockReset();
  vi.mocked(notifyResult).mockReset();
});
afterEach(cleanup);

describe('useActionForm', () => {
  it('runs the action with the parsed values, shows its message, calls onSuccess and follows the redirect', async () => {
    const result: ActionResult = { ok: true, message: 'Enregistré.', redirectTo: '/clients/u-1' };
    const action = vi.fn().mockResolvedValue(result);
    const onSuccess = vi.fn();
    render(<NameForm action={action} onSuccess={onSuccess} />);
    await typeAndSubmit('  Anne  ');
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/clients/u-1'));
    expect(action).toHaveBeenCalledWith({ name: 'Anne' });
    expect(notifyResult).toHaveBeenCalledWith(result);
    expect(onSuccess).toHaveBeenCalledWith({ name: 'Anne' }, result);
  });

  it('does not call the action while the input breaks the schema, and says why under the field', async () => {
    const action = vi.fn();
    render(<NameForm action={action} />);
    await typeAndSubmit('A');
    expect((await screen.findByRole('alert')).textContent).toBe('Au moins 2 caractères.');
    expect(action).not.toHaveBeenCalled();
  });

  it("puts the server's field messages under the fields and skips onSuccess", async () => {
    const result: ActionResult = {
      ok: false,
      message: 'Merci de corriger les champs en erreur.',
      fieldErrors: { name: 'Ce nom est déjà pris.' },
    };
    const onSuccess = vi.fn();
    render(<NameForm action={vi.fn().mockResolvedValue(result)} onSuccess={onSuccess} />);
    await typeAndSubmit('Anne');
    expect((await screen.findByRole('alert')).textContent).toBe('Ce nom est déjà pris.');
    expect(notifyResult).toHaveBeenCalledWith(result);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('follows a failure that ends the session to the login page', async () => {
    const result: ActionResult = {
      ok: false,
      message: 'Votre session a expiré, merci de vous reconnecter.',
      redirectTo: '/connexion?motif=expired&redirect=%2Fcompte',
    };
    render(<NameForm action={vi.fn().mockResolvedValue(result)} />);
    await typeAndSubmit('Anne');
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(result.redirectTo));
  });

  it('shows the SPEC failure with its reference when Next refuses the call before the action runs', async () => {
    // What a production build rejects with for a body over the size limit or another origin.
    const refused = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: '2841236429',
    });
    render(<NameForm action={vi.fn().mockRejectedValue(refused)} />);
    await typeAndSubmit('Anne');
    await waitFor(() =>
      expect(notifyResult).toHaveBeenCalledWith({
        ok: false,
        message: 'Une erreur est survenue.',
        reference: '2841236429',
      }),
    );
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Anne');
  });

  it('leaves an action that redirected to the navigation Next makes: no error toast', async () => {
    // What signing in rejects with once its redirect() is on its way (Next follows it).
    const redirected = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/;307;' });
    const action = vi.fn().mockRejectedValue(redirected);
    render(<NameForm action={action} />);
    await typeAndSubmit('Anne');
    await waitFor(() => expect(action).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 50));
    expect(notifyResult).not.toHaveBeenCalled();
  });
});
