// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDialogs } from '@/components/ui/dialog';
import { ActionButton } from '@/components/actions/action-button';
import {
  DEFAULT_CHOICES_REQUIRED,
  DEFAULT_DATE_REQUIRED,
  DEFAULT_TEXT_REQUIRED,
  fieldInput,
  initialFieldValues,
  missingFieldErrors,
  type ActionField,
} from '@/components/actions/action-fields';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));

const REASONS = [
  { value: 'TOO_EXPENSIVE', label: 'Trop cher' },
  { value: 'NOT_CLEAR_ENOUGH', label: 'Pas assez clair' },
  { value: 'OTHER', label: 'Autre' },
];

const CANCEL_FIELDS: ActionField[] = [
  { kind: 'choices', name: 'reasons', label: 'Motifs', options: REASONS, requiredMessage: 'Un motif.' },
  { kind: 'textarea', name: 'comment', label: 'Commentaire', required: false, maxLength: 2000 },
];

// The app fetches the dialogs' Radix part on first use; here it is fetched up front (see lazy-dialog.test.tsx).
beforeAll(() => preloadDialogs());
beforeEach(() => {
  router.push.mockReset();
  router.refresh.mockReset();
});
afterEach(cleanup);

describe('the pure helpers', () => {
  const fields: ActionField[] = [
    { kind: 'date', name: 'signedAt', label: 'Date', defaultValue: '2020-03-03' },
    { kind: 'select', name: 'percentage', label: 'Acompte', options: [{ value: '30', label: '30 %' }] },
    ...CANCEL_FIELDS,
  ];

  it('start from each default, an empty text or an empty choice list', () => {
    expect(initialFieldValues(fields)).toEqual({
      signedAt: '2020-03-03',
      percentage: '',
      reasons: [],
      comment: '',
    });
  });

  it('name each empty required field with its message, never an optional one', () => {
    expect(missingFieldErrors(fields, { signedAt: ' ', percentage: '', reasons: [], comment: '' })).toEqual({
      signedAt: DEFAULT_DATE_REQUIRED,
      percentage: 'Merci de faire un choix.',
      reasons: 'Un motif.',
    });
    expect(
      missingFieldErrors(fields, { signedAt: '2020-03-03', percentage: '30', reasons: ['OTHER'] }),
    ).toEqual({});
    expect(missingFieldErrors([{ kind: 'choices', name: 'r', label: 'R', options: REASONS }], {})).toEqual({
      r: DEFAULT_CHOICES_REQUIRED,
    });
  });

  it('require a comment only while the choice it explains is made', () => {
    const withComment: ActionField[] = [
      { kind: 'select', name: 'reason', label: 'Motif', options: REASONS },
      {
        kind: 'textarea',
        name: 'comment',
        label: 'Commentaire',
        requiredWhen: { name: 'reason', values: ['OTHER'] },
        requiredMessage: 'Précisez.',
      },
    ];
    expect(missingFieldErrors(withComment, { reason: 'TOO_EXPENSIVE', comment: '' })).toEqual({});
    expect(missingFieldErrors(withComment, { reason: 'OTHER', comment: ' ' })).toEqual({
      comment: 'Précisez.',
    });
    const multiple: ActionField[] = [
      { kind: 'choices', name: 'reasons', label: 'Motifs', options: REASONS },
      {
        kind: 'textarea',
        name: 'comment',
        label: 'Commentaire',
        requiredWhen: { name: 'reasons', values: ['OTHER'] },
      },
    ];
    expect(missingFieldErrors(multiple, { reasons: ['TOO_EXPENSIVE', 'OTHER'], comment: '' })).toEqual({
      comment: DEFAULT_TEXT_REQUIRED,
    });
  });

  it('send trimmed texts, choices in the options order, and leave an empty optional field out', () => {
    expect(
      fieldInput(fields, {
        signedAt: '2020-03-02',
        percentage: '30',
        reasons: ['OTHER', 'TOO_EXPENSIVE'],
        comment: '   ',
      }),
    ).toEqual({ signedAt: '2020-03-02', percentage: '30', reasons: ['TOO_EXPENSIVE', 'OTHER'] });
    expect(fieldInput(CANCEL_FIELDS, { reasons: ['OTHER'], comment: ' Trop tard. ' })).toEqual({
      reasons: ['OTHER'],
      comment: 'Trop tard.',
    });
  });
});

describe('ActionButton with fields', () => {
  it('asks for at least one reason, then sends every reason chosen and the optional comment', async () => {
    const action = vi.fn().mockResolvedValue({ ok: true, message: 'Le devis a été annulé.' });
    render(
      <ActionButton
        label="Annuler le devis"
        allowed
        action={action}
        payload={{ id: 'q1' }}
        fields={CANCEL_FIELDS}
        confirm={{
          title: 'Annuler le devis ?',
          description: 'Le devis sera annulé.',
          confirmLabel: 'Confirmer',
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Annuler le devis' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler le devis ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(action).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert').textContent).toBe('Un motif.');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Autre' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Trop cher' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).toHaveBeenCalledWith({ id: 'q1', reasons: ['TOO_EXPENSIVE', 'OTHER'] });

    await user.click(screen.getByRole('button', { name: 'Annuler le devis' }));
    const again = screen.getByRole('alertdialog', { name: 'Annuler le devis ?' });
    expect(within(again).getByRole('checkbox', { name: 'Autre' })).toHaveProperty('checked', false);
    await user.click(within(again).getByRole('checkbox', { name: 'Pas assez clair' }));
    await user.type(within(again).getByLabelText('Commentaire'), 'Le client a changé d’avis.');
    await user.click(within(again).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(action).toHaveBeenLastCalledWith({
        id: 'q1',
        reasons: ['NOT_CLEAR_ENOUGH'],
        comment: 'Le client a changé d’avis.',
      }),
    );
  });

  it('offers the date filled with its default and refuses to run with it cleared', async () => {
    const action = vi.fn().mockResolvedValue({ ok: true, message: 'Le devis a été signé.' });
    render(
      <ActionButton
        label="Signer"
        allowed
        action={action}
        payload={{ id: 'q1' }}
        fields={[
          {
            kind: 'date',
            name: 'signedAt',
            label: 'Date de signature',
            defaultValue: '2020-03-03',
            requiredMessage: "Merci d'indiquer la date de signature.",
          },
        ]}
        confirm={{ title: 'Signer le devis ?', description: 'Le devis sera signé.', confirmLabel: 'Signer' }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    const dialog = screen.getByRole('alertdialog');
    const date = within(dialog).getByLabelText(/Date de signature/);
    expect(date).toHaveProperty('value', '2020-03-03');
    expect(date.getAttribute('type')).toBe('date');

    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'Signer' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("Merci d'indiquer la date de signature.");
    expect(action).not.toHaveBeenCalled();

    await user.type(date, '2020-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ id: 'q1', signedAt: '2020-03-01' }));
  });

  it('keeps the dialog open with a server error under a field of the list', async () => {
    const action = vi.fn().mockResolvedValue({
      ok: false,
      message: 'Merci de corriger les champs en erreur.',
      fieldErrors: { comment: 'Le commentaire est trop long.' },
    });
    render(
      <ActionButton
        label="Annuler le devis"
        allowed
        action={action}
        fields={CANCEL_FIELDS}
        confirm={{
          title: 'Annuler le devis ?',
          description: 'Le devis sera annulé.',
          confirmLabel: 'Confirmer',
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Annuler le devis' }));
    await user.click(screen.getByRole('checkbox', { name: 'Autre' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Le commentaire est trop long.'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Autre' })).toHaveProperty('checked', true);
  });

  it('opens on the current default after the page reloaded a new one', async () => {
    const action = vi.fn();
    const percentage = (value: string): ActionField => ({
      kind: 'select',
      name: 'percentage',
      label: 'Acompte',
      defaultValue: value,
      options: [
        { value: '20', label: '20 %' },
        { value: '30', label: '30 %' },
      ],
    });
    const confirm = { title: "Modifier l'acompte ?", description: 'Modifié.', confirmLabel: 'Modifier' };
    const { rerender } = render(
      <ActionButton
        label="Modifier l'acompte"
        allowed
        action={action}
        fields={[percentage('20')]}
        confirm={confirm}
      />,
    );
    rerender(
      <ActionButton
        label="Modifier l'acompte"
        allowed
        action={action}
        fields={[percentage('30')]}
        confirm={confirm}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: "Modifier l'acompte" }));
    expect(screen.getByLabelText(/Acompte/)).toHaveProperty('value', '30');
  });
});
