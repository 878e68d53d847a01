// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ActionButton } from '@/components/actions/action-button';
import { fileNamesIn, ReauthProvider, type SignInAgain } from '@/components/auth/reauth-dialog';
import { postActionForm } from '@/components/files/post-form';
import { lazyComponent } from '@/components/ui/lazy-component';
import { UploadDialog } from '@/components/forms/upload-dialog';
import { UploadDialogForm } from '@/components/forms/upload-dialog-form';
import { useActionForm } from '@/components/forms/use-action-form';
import { useUploadForm, type UploadForm } from '@/components/forms/use-upload-form';
import { GlobalSearch } from '@/components/shell/global-search';

import { preloadDialogs } from '@/components/ui/dialog';
import { notifyResult } from '@/components/ui/notify';
import { sessionExpired, type ActionResult } from '@/lib/action-result';
import { REAUTH_MESSAGES } from '@/lib/domain/reauth-texts';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/domain/errors';

/*
 * A form whose session ended keeps everything typed, does not leave the page, asks
 * the same staff member to sign in again in a dialog, then sends the same values again.
 */

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn(), notify: vi.fn() }));
const search = vi.hoisted(() => vi.fn());
vi.mock('@/components/shell/search-action', () => ({ globalSearchAction: search }));
vi.mock('@/components/files/post-form', () => ({ postActionForm: vi.fn() }));

const STAFF = { id: 'u-staff-1', email: 'support@groupe.example' };
const EXPIRED = sessionExpired('/connexion?redirect=%2Fmises-en-relation%2Fr1&motif=expired');
const LONG_TEXT = 'Rendez-vous confirmé avec le client. '.repeat(40).trim();

let signInAgain: ReturnType<typeof vi.fn<SignInAgain>>;

function withReauth(children: ReactNode) {
  return (
    <ReauthProvider user={STAFF} signInAgain={signInAgain}>
      {children}
    </ReauthProvider>
  );
}

const commentSchema = z.object({ comment: z.string().min(1) });

function CommentForm({ action }: { action: (values: { comment: string }) => Promise<ActionResult> }) {
  const { form, submit } = useActionForm({ schema: commentSchema, defaultValues: { comment: '' }, action });
  return (
    <form onSubmit={submit} aria-label="Fiche">
      <label>
        Commentaire
        <textarea {...form.register('comment')} />
      </label>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

const reauthDialog = () => screen.findByRole('dialog', { name: REAUTH_MESSAGES.title });

async function signInAgainWith(user: ReturnType<typeof userEvent.setup>, password: string) {
  const dialog = await reauthDialog();
  await user.type(within(dialog).getByLabelText(/Mot de passe/), password);
  await user.click(within(dialog).getByRole('button', { name: REAUTH_MESSAGES.signIn }));
  return dialog;
}

beforeEach(() => {
  router.push.mockReset();
  router.refresh.mockReset();
  vi.mocked(notifyResult).mockReset();
  vi.mocked(postActionForm).mockReset();
  signInAgain = vi.fn<SignInAgain>().mockResolvedValue({ ok: true, message: REAUTH_MESSAGES.signedIn });
});
afterEach(cleanup);

describe('useActionForm when the session ended', () => {
  it('keeps the text, stays on the page, asks to sign in again, then resends the same values', async () => {
    const action = vi
      .fn()
      .mockResolvedValueOnce(EXPIRED)
      .mockResolvedValueOnce({ ok: true, message: 'La mise en relation a été modifiée.' });
    const user = userEvent.setup();
    render(withReauth(<CommentForm action={action} />));
    const field = screen.getByLabelText('Commentaire') as HTMLTextAreaElement;
    await user.click(field);
    await user.paste(LONG_TEXT);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await reauthDialog();
    expect(dialog.textContent).toContain(SESSION_EXPIRED_MESSAGE);
    expect(router.push).not.toHaveBeenCalled();
    expect(notifyResult).not.toHaveBeenCalled();
    expect(field.value).toBe(LONG_TEXT);
    // The account is the session's own; only the password is asked, and it has the focus.
    expect((within(dialog).getByLabelText(/Email/) as HTMLInputElement).readOnly).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Mot de passe/));

    await signInAgainWith(user, 'Renovation2020');
    expect(signInAgain).toHaveBeenCalledWith({
      email: STAFF.email,
      password: 'Renovation2020',
      expectedUserId: STAFF.id,
    });
    expect((await within(dialog).findByRole('status')).textContent).toBe(REAUTH_MESSAGES.signedIn);
    const resend = within(dialog).getByRole('button', { name: REAUTH_MESSAGES.resend });
    expect(document.activeElement).toBe(resend);
    await user.click(resend);

    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect(action.mock.calls[1][0]).toEqual({ comment: LONG_TEXT });
    expect(action.mock.calls[1][0]).toEqual(action.mock.calls[0][0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifyResult).toHaveBeenCalledWith({ ok: true, message: 'La mise en relation a été modifiée.' });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows a refused sign-in in the dialog and keeps the form; closing leaves the text to send later', async () => {
    signInAgain.mockResolvedValueOnce({ ok: false, message: REAUTH_MESSAGES.otherAccount });
    const action = vi.fn().mockResolvedValue(EXPIRED);
    const user = userEvent.setup();
    render(withReauth(<CommentForm action={action} />));
    await user.type(screen.getByLabelText('Commentaire'), 'Appel du client');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await signInAgainWith(user, 'AutreCompte2020');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(REAUTH_MESSAGES.otherAccount);
    expect(within(dialog).queryByRole('button', { name: REAUTH_MESSAGES.resend })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Commentaire') as HTMLTextAreaElement).value).toBe('Appel du client');
    expect(action).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('outside the signed-in app (no dialog to ask in) follows the way to the login page', async () => {
    const user = userEvent.setup();
    render(<CommentForm action={vi.fn().mockResolvedValue(EXPIRED)} />);
    await user.type(screen.getByLabelText('Commentaire'), 'Texte');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(EXPIRED.redirectTo));
  });
});

const fileSchema = z.object({
  label: z.string().min(1),
  file: z.custom<FileList>((value) => (value as FileList | null)?.length === 1),
});
type FileValues = z.infer<typeof fileSchema>;

function FileFields({ form }: { form: UploadForm<FileValues, FileValues>['form'] }) {
  return (
    <>
      <label>
        Libellé
        <input {...form.register('label')} />
      </label>
      <label>
        Document
        <input type="file" {...form.register('file')} />
      </label>
    </>
  );
}

function FileForm() {
  const { form, submit } = useUploadForm({
    schema: fileSchema,
    defaultValues: { label: '' },
    url: '/api/projets/p1/devis-signes',
  });
  return (
    <form onSubmit={submit} aria-label="Devis">
      <FileFields form={form} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('useUploadForm when the session ended', () => {
  it('keeps the chosen file in memory, names it in the dialog and posts the same file again', async () => {
    vi.mocked(postActionForm)
      .mockResolvedValueOnce(EXPIRED)
      .mockResolvedValueOnce({ ok: true, message: 'Le devis a été ajouté.' });
    const pdf = new File(['%PDF-1.4'], 'devis-signé.pdf', { type: 'application/pdf' });
    const user = userEvent.setup();
    render(withReauth(<FileForm />));
    await user.type(screen.getByLabelText('Libellé'), 'Devis cuisine');
    await user.upload(screen.getByLabelText('Document'), pdf);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await reauthDialog();
    expect(within(dialog).getByRole('listitem').textContent).toBe('devis-signé.pdf');
    expect(router.push).not.toHaveBeenCalled();
    await signInAgainWith(user, 'Renovation2020');
    await user.click(await within(dialog).findByRole('button', { name: REAUTH_MESSAGES.resend }));

    await waitFor(() => expect(postActionForm).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(postActionForm).mock.calls.map(([, body]) => body);
    expect(second.get('label')).toBe('Devis cuisine');
    expect(second.get('file')).toBe(pdf);
    expect(first.get('file')).toBe(pdf);
  });
});

function FileFormBody() {
  const upload = useUploadForm({
    schema: fileSchema,
    defaultValues: { label: '' },
    url: '/api/projets/p1/devis-signes',
  });
  const { form } = upload;
  return (
    <UploadDialogForm upload={upload}>
      <FileFields form={form} />
    </UploadDialogForm>
  );
}

const fileFormBody = lazyComponent(async () => FileFormBody);

describe('an UploadDialog when the session ended', () => {
  it('stays open behind the sign-in with what was typed and the file, then sends them again', async () => {
    await preloadDialogs();
    vi.mocked(postActionForm)
      .mockResolvedValueOnce(EXPIRED)
      .mockResolvedValueOnce({ ok: true, message: 'Le devis a été ajouté.', redirectTo: '/devis/q1' });
    const pdf = new File(['%PDF-1.4'], 'devis-signé.pdf', { type: 'application/pdf' });
    const user = userEvent.setup();
    render(
      withReauth(
        <UploadDialog
          label="Ajouter un devis signé"
          allowed
          title="Ajouter un devis signé"
          description="Le devis sera enregistré signé."
          submitLabel="Enregistrer"
          progressLabel="Envoi du devis"
          body={fileFormBody}
          bodyProps={{}}
        />,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter un devis signé' }));
    await user.type(await screen.findByLabelText('Libellé'), 'Devis cuisine');
    await user.upload(screen.getByLabelText('Document'), pdf);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await reauthDialog();
    expect(within(dialog).getByRole('listitem').textContent).toBe('devis-signé.pdf');
    await signInAgainWith(user, 'Renovation2020');
    // The upload dialog is still there behind it, with the same values.
    expect((screen.getByLabelText('Libellé') as HTMLInputElement).value).toBe('Devis cuisine');
    await user.click(await within(dialog).findByRole('button', { name: REAUTH_MESSAGES.resend }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/devis/q1'));
    const second = vi.mocked(postActionForm).mock.calls[1][1];
    expect(second.get('label')).toBe('Devis cuisine');
    expect(second.get('file')).toBe(pdf);
    expect(notifyResult).toHaveBeenCalledWith(expect.objectContaining({ ok: true }));
  });
});

describe('fileNamesIn', () => {
  it('names the files of file inputs, single files and arrays, and nothing else', () => {
    const a = new File(['a'], 'a.pdf');
    const b = new File(['b'], 'b.png');
    expect(fileNamesIn({ text: 'x', one: a, many: [a, b], none: null, count: 3 })).toEqual([
      'a.pdf',
      'a.pdf',
      'b.png',
    ]);
  });
});

describe('ActionButton with fields when the session ended', () => {
  it('keeps its confirmation open with the comment, then resends it and closes', async () => {
    const action = vi
      .fn()
      .mockResolvedValueOnce(EXPIRED)
      .mockResolvedValueOnce({ ok: true, message: 'La facture a été marquée payée.' });
    const user = userEvent.setup();
    render(
      withReauth(
        <ActionButton
          label="Marquer payée"
          allowed
          action={action}
          payload={{ id: 'f1' }}
          fields={[{ kind: 'textarea', name: 'comment', label: 'Commentaire' }]}
          confirm={{
            title: 'Marquer la facture payée ?',
            description: 'Elle sera payée.',
            confirmLabel: 'Confirmer',
          }}
        />,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Marquer payée' }));
    await user.type(screen.getByLabelText(/Commentaire/), 'Virement reçu le 2 mars');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));

    const dialog = await reauthDialog();
    expect(router.push).not.toHaveBeenCalled();
    await signInAgainWith(user, 'Renovation2020');
    // The confirmation is still there behind the dialog, with what was typed.
    expect(
      (screen.getByLabelText(/Commentaire/, { selector: 'textarea' }) as HTMLTextAreaElement).value,
    ).toBe('Virement reçu le 2 mars');
    await user.click(await within(dialog).findByRole('button', { name: REAUTH_MESSAGES.resend }));

    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect(action.mock.calls[1][0]).toEqual({ id: 'f1', comment: 'Virement reçu le 2 mars' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.refresh).toHaveBeenCalled();
  });
});

describe('the header search when the session ended', () => {
  it('keeps the term, asks to sign in again in place, then searches again and opens the hit', async () => {
    search
      .mockReset()
      .mockResolvedValueOnce(EXPIRED)
      .mockResolvedValueOnce({ ok: true, data: { value: 'PAB12', path: '/projets/p-1' } });
    const user = userEvent.setup();
    render(withReauth(<GlobalSearch />));
    const field = screen.getByLabelText('Valeur') as HTMLInputElement;
    await user.type(field, 'PAB12');
    await user.click(screen.getByRole('button', { name: /Rechercher/ }));

    await signInAgainWith(user, 'Renovation2020');
    expect(router.push).not.toHaveBeenCalled();
    expect(field.value).toBe('PAB12');
    await user.click(await screen.findByRole('button', { name: REAUTH_MESSAGES.resend }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/projets/p-1'));
    expect(search.mock.calls).toEqual([[{ search: 'PAB12' }], [{ search: 'PAB12' }]]);
    expect(field.value).toBe('');
  });
});
