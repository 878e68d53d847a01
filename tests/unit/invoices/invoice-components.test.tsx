// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDialogs } from '@/components/ui/dialog';
import { notifyResult } from '@/components/ui/notify';
import { formatEuros } from '@/lib/domain/money';
import type { ProfessionalInvoice } from '@/lib/domain/schemas';
import { ProInvoiceActions } from '@/app/(backoffice)/factures-pro/[id]/_components/pro-invoice-actions';
import { markProInvoicePaidAction } from '@/app/(backoffice)/factures-pro/[id]/actions';
import { INVOICE_MESSAGES as M, INVOICE_RULE_REASONS as R } from '@/lib/invoices/messages';
import { todayInParis } from '@/lib/domain/days';
import {
  InvoiceLines,
  formatRate,
  taxText,
} from '@/app/(backoffice)/(records)/factures/[id]/_components/invoice-lines';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));
vi.mock('@/app/(backoffice)/factures-pro/[id]/actions', () => ({
  markProInvoicePaidAction: vi.fn(),
  cancelProInvoiceAction: vi.fn(),
}));

// The app fetches the dialogs' Radix part on first use; here it is fetched up front (see lazy-dialog.test.tsx).
beforeAll(() => preloadDialogs());
beforeEach(() => {
  router.push.mockReset();
  router.refresh.mockReset();
  vi.mocked(notifyResult).mockReset();
  vi.mocked(markProInvoicePaidAction).mockReset();
});
afterEach(cleanup);

describe('"Marquer payée" on the professional invoice view', () => {
  const invoice = { id: 'f1', status: 'PENDING' } as ProfessionalInvoice;

  it('is hidden from the roles outside the billing staff, and says why the state forbids it', async () => {
    const { container } = render(<ProInvoiceActions invoice={invoice} roles={['CA']} version="v1" />);
    expect(container.innerHTML).toBe('');
    render(<ProInvoiceActions invoice={{ ...invoice, status: 'PAID' }} roles={['FINANCE']} version="v1" />);
    expect(screen.queryByRole('button', { name: 'Marquer payée' })).toBeNull();
    // The menu's Radix part arrives after the page: its trigger is the one with a state.
    const more = () => screen.getByRole('button', { name: "Plus d'actions" });
    await waitFor(() => expect(more().getAttribute('data-state')).toBe('closed'), { timeout: 5_000 });
    await userEvent.setup().click(more());
    const item = await screen.findByRole('menuitem', { name: /Marquer payée/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain(R.markPaid);
  });

  it('asks for the day, today by default and at the latest, and sends it with the invoice id', async () => {
    vi.mocked(markProInvoicePaidAction).mockResolvedValue({ ok: true, message: M.markedPaid });
    const user = userEvent.setup();
    render(<ProInvoiceActions invoice={invoice} roles={['FINANCE']} version="v1" />);
    // The button's code comes after the page (components/ui/live-after-load.tsx).
    await user.click(await screen.findByRole('button', { name: 'Marquer payée' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Marquer la facture payée ?' });
    const day = within(dialog).getByLabelText(/Date de paiement/) as HTMLInputElement;
    expect(day.value).toBe(todayInParis());
    expect(day.max).toBe(todayInParis());
    fireEvent.change(day, { target: { value: '2020-03-02' } });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer payée' }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(markProInvoicePaidAction).toHaveBeenCalledWith({ id: 'f1', version: 'v1', paidAt: '2020-03-02' });
    expect(notifyResult).toHaveBeenCalledWith({ ok: true, message: M.markedPaid });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("keeps the dialog open on an empty day, and on the server's refusal of the day", async () => {
    vi.mocked(markProInvoicePaidAction).mockResolvedValue({
      ok: false,
      message: 'Merci de corriger les champs en erreur.',
      fieldErrors: { paidAt: M.paidAtInFuture },
    });
    const user = userEvent.setup();
    render(<ProInvoiceActions invoice={invoice} roles={['FINANCE']} version="v1" />);
    await user.click(await screen.findByRole('button', { name: 'Marquer payée' }));
    const dialog = screen.getByRole('alertdialog');
    const day = within(dialog).getByLabelText(/Date de paiement/);
    fireEvent.change(day, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer payée' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("Merci d'indiquer la date de paiement.");
    expect(markProInvoicePaidAction).not.toHaveBeenCalled();
    fireEvent.change(day, { target: { value: '2999-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer payée' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.paidAtInFuture);
    expect((within(dialog).getByLabelText(/Date de paiement/) as HTMLInputElement).value).toBe('2999-01-01');
  });
});

describe('InvoiceLines', () => {
  it('formats rates and taxes the French way', () => {
    expect(formatRate(20)).toBe('20\u00a0%');
    expect(formatRate(5.5)).toBe('5,5\u00a0%');
    expect(formatRate(null)).toBe('');
    expect(taxText({ type: 'TVA', rate: 20, amount: 4 })).toBe('TVA 20\u00a0% : 4,00\u00a0€');
  });

  it('shows each line: product in French, amounts, every tax unit, reference', () => {
    render(
      <InvoiceLines
        lines={[
          {
            productCode: 'LEGAL_PROTECTION_PACK',
            amount: {
              exclTax: 100,
              inclTax: 129,
              taxes: {
                units: [
                  { type: 'TVA', rate: 20, amount: 20 },
                  { type: 'TCA', rate: 9, amount: 9 },
                ],
                total: 29,
              },
            },
            metadata: { referenceAmount: 1234.5, referencePercentage: 8.1 },
          },
        ]}
      />,
    );
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Pack protection juridique',
      '100,00\u00a0€',
      "TVA 20\u00a0% : 20,00\u00a0€TCA (taxe sur les conventions d'assurance) 9\u00a0% : 9,00\u00a0€",
      '29,00\u00a0€',
      '129,00\u00a0€',
      formatEuros(1234.5),
      '8,1\u00a0%',
    ]);
  });
});
