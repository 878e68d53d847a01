// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionBar, type BarAction } from '@/components/actions/action-bar';
import { Button } from '@/components/ui/button';
import { deactivationReasonOptions } from '@/lib/domain/enums';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
afterEach(cleanup);

const action = (id: BarAction['id'], label: string, disabledReason: string | null = null): BarAction => ({
  id,
  label,
  allowed: true,
  disabledReason,
  render: (variant) => <Button variant={variant}>{label}</Button>,
});

describe('ActionBar', () => {
  it('draws the next step as the only primary button and sets destructive actions apart, in outline', () => {
    render(
      <ActionBar
        label="Actions sur l'utilisateur"
        actions={[
          action('anonymiseUser', 'Anonymiser'),
          action('syncRecord', 'Resynchroniser'),
          action('reactivateUser', 'Réactiver'),
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: "Actions sur l'utilisateur" });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Réactiver', 'Resynchroniser', 'Anonymiser']);
    expect(screen.getByRole('button', { name: 'Réactiver' }).className).toContain('bg-brand-700');
    const anonymise = screen.getByRole('button', { name: 'Anonymiser' });
    expect(anonymise.className).not.toContain('bg-danger-solid');
    expect(anonymise.closest('[data-destructive-actions]')).not.toBeNull();
  });

  it('folds what the state forbids into "Plus d\'actions", with each reason', async () => {
    render(
      <ActionBar
        label="Actions sur la facture"
        actions={[
          action('markInvoicePaid', 'Marquer comme payée'),
          action('createCreditNote', 'Générer un avoir', 'Un avoir ne peut pas être annulé par un avoir.'),
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Générer un avoir' })).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: "Plus d'actions" }));
    const item = await screen.findByRole('menuitem', { name: /Générer un avoir/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('Un avoir ne peut pas être annulé par un avoir.');
  });

  it('says on one line why the only action cannot run, on a greyed button', () => {
    render(
      <ActionBar
        label="Actions sur le match"
        actions={[action('acceptMatch', 'Accepter le match', 'Ce match a déjà été accepté.')]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Accepter le match' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.className).toContain('bg-surface-muted');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ce match a déjà été accepté.',
    );
    expect(screen.queryByRole('button', { name: "Plus d'actions" })).toBeNull();
  });

  it('draws nothing when the role table leaves no action', () => {
    const { container } = render(
      <ActionBar
        label="Actions sur le projet"
        actions={[{ ...action('syncRecord', 'Resynchroniser'), allowed: false }]}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('deactivation reasons', () => {
  it('are grouped, and a particulier is offered none that only a professional account can have', () => {
    const professional = deactivationReasonOptions('PROFESSIONAL');
    const particular = deactivationReasonOptions('PARTICULAR');
    expect(new Set(professional.map((option) => option.group)).size).toBeGreaterThan(2);
    expect(professional.map((option) => option.value)).toContain('VACATIONS');
    expect(particular.map((option) => option.value)).not.toContain('VACATIONS');
    expect(particular.map((option) => option.value)).toEqual(expect.arrayContaining(['CUSTOM', 'OTHER']));
    for (const options of [professional, particular])
      expect(options.map((option) => option.value)).not.toContain('ACCOUNT_ANONYMIZED');
  });
});
