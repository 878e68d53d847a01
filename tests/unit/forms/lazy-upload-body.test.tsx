// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '@/components/ui/lazy-component';
import { UPLOAD_DIALOG_MESSAGES, UploadDialog } from '@/components/forms/upload-dialog';
import { preloadDialogs } from '@/components/ui/dialog';
import { LOADING_LABEL } from '@/components/ui/spinner';
import { PaidInvoiceDialog } from '@/app/(backoffice)/(records)/projets/[id]/_components/paid-invoice-dialog';
import { SignedQuoteDialog } from '@/app/(backoffice)/(records)/projets/[id]/_components/signed-quote-dialog';
import { WorksAcceptanceDialog } from '@/app/(backoffice)/(records)/projets/[id]/_components/works-acceptance-dialog';

/*
 * An upload dialog's form (react-hook-form, the zod rules) stays out of the page until the dialog
 * opens or its button is about to be used: most visits of a record page open none.
 */

// Which of these modules were imported, by this file's own imports included: never cleared. The
// mocks pass the real modules through.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('react-hook-form', async (original) => {
  imported.add('react-hook-form');
  return original();
});
vi.mock('zod', async (original) => {
  imported.add('zod');
  return original();
});
vi.mock('@/app/(backoffice)/(records)/projets/[id]/_components/signed-quote-form-body', async (original) => {
  imported.add('signed-quote-form-body');
  return original();
});
vi.mock('@/app/(backoffice)/(records)/projets/[id]/_components/paid-invoice-form-body', async (original) => {
  imported.add('paid-invoice-form-body');
  return original();
});
vi.mock(
  '@/app/(backoffice)/(records)/projets/[id]/_components/works-acceptance-form-body',
  async (original) => {
    imported.add('works-acceptance-form-body');
    return original();
  },
);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const LABEL = 'Ajouter un document';

function NoteBody({ note }: { note: string }) {
  return (
    <label>
      Note
      <input defaultValue={note} />
    </label>
  );
}

/** A body whose fetch the test settles, and how many times it was asked for. */
function deferredBody() {
  const settle: { resolve: (body: ComponentType<{ note: string }>) => void; reject: (error: Error) => void } =
    { resolve: () => undefined, reject: () => undefined };
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ note: string }>>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { body: lazyComponent(load), load, settle };
}

function renderDialog(body: ReturnType<typeof deferredBody>['body']) {
  render(
    <UploadDialog
      label={LABEL}
      allowed
      title={LABEL}
      description="Le document sera ajouté."
      submitLabel="Enregistrer"
      progressLabel="Envoi"
      body={body}
      bodyProps={{ note: 'Devis cuisine' }}
    />,
  );
  return screen.getByRole('button', { name: LABEL });
}

beforeAll(() => preloadDialogs());
afterEach(cleanup);

describe('an UploadDialog whose form body is fetched on demand', () => {
  it('fetches nothing until it opens, then shows a spinner until the form arrives', async () => {
    const { body, load, settle } = deferredBody();
    const trigger = renderDialog(body);
    expect(load).not.toHaveBeenCalled();

    // A click alone (no pointer on its way, no focus), as a keyboard or assistive technology gives.
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: LABEL });
    expect(load).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('status').textContent).toBe(LOADING_LABEL);
    expect((within(dialog).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await act(async () => settle.resolve(NoteBody));
    expect(((await within(dialog).findByLabelText('Note')) as HTMLInputElement).value).toBe('Devis cuisine');
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('starts the fetch when the pointer or the focus reaches its button, once', async () => {
    const hovered = deferredBody();
    const user = userEvent.setup();
    await user.hover(renderDialog(hovered.body));
    expect(hovered.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const focused = deferredBody();
    renderDialog(focused.body);
    await user.tab();
    expect(focused.load).toHaveBeenCalledTimes(1);
    await act(async () => focused.settle.resolve(NoteBody));
    // Already there when the dialog opens: no spinner, and no second fetch.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: LABEL });
    expect(within(dialog).getByLabelText('Note')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(focused.load).toHaveBeenCalledTimes(1);
  });

  it('says when the form could not be fetched, and fetches it again on request', async () => {
    const { body, load, settle } = deferredBody();
    fireEvent.click(renderDialog(body));
    const dialog = await screen.findByRole('dialog', { name: LABEL });
    await act(async () => settle.reject(new Error('chunk failed')));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(UPLOAD_DIALOG_MESSAGES.bodyFailed);

    fireEvent.click(within(dialog).getByRole('button', { name: UPLOAD_DIALOG_MESSAGES.retry }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(within(dialog).getByRole('status').textContent).toBe(LOADING_LABEL);
    await act(async () => settle.resolve(NoteBody));
    expect(await within(dialog).findByLabelText('Note')).toBeTruthy();
  });
});

describe("the project's upload dialogs", () => {
  it('draw their buttons without react-hook-form, zod or their forms, fetched for the dialog at hand', async () => {
    render(
      <>
        <SignedQuoteDialog
          url="/api/projets/p1/devis-signes"
          allowed
          disabledReason={null}
          professionals={[{ value: 'u-pro-1', label: 'Léa Martin' }]}
          context={{ professionalIds: ['u-pro-1'], contractorId: null }}
          today="2026-03-02"
        />
        <PaidInvoiceDialog
          url="/api/projets/p1/factures-pro"
          allowed
          disabledReason={null}
          contractor="Léa Martin"
          references={{ DOWN_PAYMENT: 1200, INTERIM_PAYMENT: 4000, FINAL_PAYMENT: 4000 }}
          today="2026-03-02"
        />
        <WorksAcceptanceDialog
          url="/api/projets/p1/pv-de-fin-de-chantier"
          allowed
          disabledReason={null}
          professionals={[{ value: 'u-pro-1', label: 'Léa Martin' }]}
          defaultOwnerId="u-pro-1"
          context={{ professionalIds: ['u-pro-1'] }}
          today="2026-03-02"
        />
      </>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Ajouter un devis signé',
      'Ajouter une facture payée',
      'Ajouter un PV validé',
    ]);
    expect([...imported]).toEqual([]);

    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Ajouter un PV validé' }));
    await waitFor(() => expect(imported).toContain('works-acceptance-form-body'));
    expect(imported).not.toContain('signed-quote-form-body');
    expect(imported).not.toContain('paid-invoice-form-body');

    await user.click(screen.getByRole('button', { name: 'Ajouter un PV validé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un PV de fin de chantier validé' });
    expect(((await within(dialog).findByLabelText(/Date de réception/)) as HTMLInputElement).value).toBe(
      '2026-03-02',
    );
    expect(imported).toContain('react-hook-form');
    expect(imported).toContain('zod');
  });
});
