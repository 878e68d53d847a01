// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDialogs } from '@/components/ui/dialog';
import { lazyComponent } from '@/components/ui/lazy-component';
import { UploadDialog } from '@/components/forms/upload-dialog';
import { UploadDialogForm } from '@/components/forms/upload-dialog-form';
import { multipartOf, useUploadForm } from '@/components/forms/use-upload-form';
import { postActionForm } from '@/components/files/post-form';
import { notifyResult } from '@/components/ui/notify';
import type { ActionResult } from '@/lib/action-result';
import { amount, FILE_MESSAGES, file, formRules, requiredDate, type FileInput } from '@/lib/domain/rules';

/*
 * The upload form piece of the creation forms: the shared rules checked in the browser, the raw
 * values posted as multipart with progress, the ActionResult shown, a refusal keeping everything.
 */

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));
vi.mock('@/components/files/post-form', () => ({ postActionForm: vi.fn() }));

interface Values {
  amountHT: string;
  signedAt: string;
  file: FileInput | null;
}

const schema = formRules<Values, { amount: number; day: Date; file: File }>((_raw, { field }) => {
  const value = field('amountHT', amount('montant HT'));
  const day = field('signedAt', requiredDate('date de signature'));
  const document = field('file', file);
  return value === undefined || !day || !document ? undefined : { amount: value, day, file: document };
});

/** The form's body, as a page's module would hold it: the dialog fetches it on opening. */
function QuoteFormBody({ url }: { url: string }) {
  const upload = useUploadForm({
    schema,
    defaultValues: { amountHT: '', signedAt: '2020-03-03', file: null },
    url,
  });
  const { form } = upload;
  const { errors } = form.formState;
  return (
    <UploadDialogForm upload={upload}>
      <label>
        Montant HT
        <input {...form.register('amountHT')} />
      </label>
      {errors.amountHT ? <p role="alert">{errors.amountHT.message}</p> : null}
      <label>
        Date de signature
        <input type="date" {...form.register('signedAt')} />
      </label>
      <label>
        Document
        <input type="file" {...form.register('file')} />
      </label>
      {errors.file ? <p role="alert">{errors.file.message}</p> : null}
    </UploadDialogForm>
  );
}

const quoteFormBody = lazyComponent(async () => QuoteFormBody);

function QuoteForm({
  allowed = true,
  disabledReason = null,
}: {
  allowed?: boolean;
  disabledReason?: string | null;
}) {
  return (
    <UploadDialog
      label="Ajouter un devis signé"
      allowed={allowed}
      disabledReason={disabledReason}
      title="Ajouter un devis signé"
      description="Le devis sera enregistré signé."
      submitLabel="Enregistrer"
      progressLabel="Envoi du devis"
      body={quoteFormBody}
      bodyProps={{ url: '/api/projets/p1/devis-signes' }}
    />
  );
}

const pdf = () => new File(['%PDF-1.4'], 'devis.pdf', { type: 'application/pdf' });

/** Opens the dialog and waits for its form, which arrives after the dialog (see lazy-upload-body.test.tsx). */
async function open() {
  const user = userEvent.setup();
  render(<QuoteForm />);
  await user.click(screen.getByRole('button', { name: 'Ajouter un devis signé' }));
  await screen.findByLabelText('Montant HT');
  return user;
}

// The app fetches the dialogs' Radix part on first use; here it is fetched up front (see lazy-dialog.test.tsx).
beforeAll(() => preloadDialogs());
beforeEach(() => {
  router.push.mockReset();
  router.refresh.mockReset();
  vi.mocked(notifyResult).mockReset();
  vi.mocked(postActionForm).mockReset();
});
afterEach(cleanup);

describe('multipartOf', () => {
  it('puts texts as typed and the files of a file input under their names, leaving out what is empty', () => {
    const chosen = pdf();
    const form = multipartOf({
      amountHT: '1 234,50',
      percentage: 30,
      file: [chosen],
      none: null,
      nothing: undefined,
    });
    expect(form.get('amountHT')).toBe('1 234,50');
    expect(form.get('percentage')).toBe('30');
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('devis.pdf');
    expect(form.has('none')).toBe(false);
    expect(form.has('nothing')).toBe(false);
  });
});

describe('useUploadForm in an UploadDialog', () => {
  it('renders nothing for a role that may not, and the reason when the state forbids it', () => {
    const { container } = render(<QuoteForm allowed={false} />);
    expect(container.innerHTML).toBe('');
    render(<QuoteForm disabledReason="Le projet est clos." />);
    const button = screen.getByRole('button', { name: 'Ajouter un devis signé' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Le projet est clos.',
    );
  });

  it('posts nothing while a rule fails, and says why under each field', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('Montant HT'), 'douze');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Merci de renseigner le montant HT.',
      FILE_MESSAGES.required,
    ]);
    expect(postActionForm).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Montant HT') as HTMLInputElement).value).toBe('douze');
  });

  it('posts the raw values and the file, shows the progress, then the message and the new view', async () => {
    let answer: (result: ActionResult<unknown>) => void = () => undefined;
    vi.mocked(postActionForm).mockImplementation(async (_url, _form, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => (answer = resolve));
    });
    const user = await open();
    await user.type(screen.getByLabelText('Montant HT'), '1 234,50');
    await user.upload(screen.getByLabelText('Document'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const progress = await screen.findByRole('progressbar', { name: 'Envoi du devis' });
    expect(progress.getAttribute('value')).toBe('40');
    // While the file goes up the dialog cannot be closed, and its button shows the wait.
    expect(screen.getByRole('button', { name: /Enregistrer/ }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Fermer' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Ajouter un devis signé' })).toBeTruthy();
    const [url, form] = vi.mocked(postActionForm).mock.calls[0];
    expect(url).toBe('/api/projets/p1/devis-signes');
    // The raw values, as typed: the server parses them with the same rules.
    expect(form.get('amountHT')).toBe('1 234,50');
    expect(form.get('signedAt')).toBe('2020-03-03');
    expect((form.get('file') as File).name).toBe('devis.pdf');

    const result = { ok: true as const, message: 'Le devis signé a été ajouté.', redirectTo: '/devis/q1' };
    await act(async () => answer(result));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/devis/q1'));
    expect(notifyResult).toHaveBeenCalledWith(result);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps every value and the chosen file on a server refusal, with its messages under the fields', async () => {
    vi.mocked(postActionForm).mockResolvedValue({
      ok: false,
      message: 'Merci de corriger les champs en erreur.',
      fieldErrors: { amountHT: 'Le montant indiqué doit être supérieur à zéro.' },
    });
    const user = await open();
    await user.type(screen.getByLabelText('Montant HT'), '12');
    await user.upload(screen.getByLabelText('Document'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le montant indiqué doit être supérieur à zéro.',
    );
    expect(notifyResult).toHaveBeenCalledWith(expect.objectContaining({ ok: false }));
    expect(router.push).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Montant HT') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Document') as HTMLInputElement).files?.[0]?.name).toBe('devis.pdf');

    // Corrected and sent again: the same file goes, without being picked again.
    vi.mocked(postActionForm).mockResolvedValue({ ok: true, message: 'Ajouté.', redirectTo: '/devis/q2' });
    await user.clear(screen.getByLabelText('Montant HT'));
    await user.type(screen.getByLabelText('Montant HT'), '15');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/devis/q2'));
    const [, form] = vi.mocked(postActionForm).mock.calls[1];
    expect(form.get('amountHT')).toBe('15');
    expect((form.get('file') as File).name).toBe('devis.pdf');
  });

  it('empties the form when the dialog is closed', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('Montant HT'), '99');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ajouter un devis signé' }));
    expect(((await screen.findByLabelText('Montant HT')) as HTMLInputElement).value).toBe('');
  });
});
