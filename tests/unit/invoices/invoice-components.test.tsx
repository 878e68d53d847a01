// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyResult } from '@/components/ui/notify';
import { formatEuros } from '@/lib/domain/money';
import { PaidDateAction } from '@/app/(backoffice)/_components/paid-date-action';
import { INVOICE_MESSAGES as M, INVOICE_RULE_REASONS as R } from '@/app/(backoffice)/_lib/invoice-messages';
import { todayInParis } from '@/app/(backoffice)/_lib/invoice-forms';
import {
  InvoiceLines,
  formatRate,
  taxText,
} from '@/app/(backoffice)/factures/[id]/_components/invoice-lines';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));

beforeEach(() => {
  router.push.mockReset();
  router.refresh.mockReset();
  vi.mocked(notifyResult).mockReset();
});
afterEach(cleanup);

describe('PaidDateAction', () => {
  it('renders nothing for a role that may not run it, and the reason when the state forbids it', () => {
    const action = vi.fn();
    const { container } = render(
      <PaidDateAction allowed={false} disabledReason={null} action={action} invoiceId="b1" />,
    );
    expect(container.innerHTML).toBe('');
    render(<PaidDateAction allowed disabledReason={R.markPaid} action={action} invoiceId="b1" />);
    const button = screen.getByRole('button', { name: 'Marquer payée' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(R.markPaid);
  });

  it('asks for the day, today by default, and sends it with the invoice id', async () => {
    const action = vi.fn().mockResolvedValue({ ok: true, message: M.markedPaid });
    const user = userEvent.setup();
    render(<PaidDateAction allowed disabledReason={null} action={action} invoiceId="b1" />);
    await user.click(screen.getByRole('button', { name: 'Marquer payée' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Marquer la facture payée ?' });
    const day = within(dialog).getByLabelText(/Date de paiement/) as HTMLInputElement;
    expect(day.value).toBe(todayInParis());
    fireEvent.change(day, { target: { value: '2020-03-02' } });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer payée' }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(action).toHaveBeenCalledWith({ id: 'b1', paidAt: '2020-03-02' });
    expect(notifyResult).toHaveBeenCalledWith({ ok: true, message: M.markedPaid });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the dialog open with the rule broken by an empty or future day', async () => {
    const action = vi.fn();
    const user = userEvent.setup();
    render(<PaidDateAction allowed disabledReason={null} action={action} invoiceId="b1" />);
    await user.click(screen.getByRole('button', { name: 'Marquer payée' }));
    const dialog = screen.getByRole('alertdialog');
    const day = within(dialog).getByLabelText(/Date de paiement/);
    fireEvent.change(day, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer payée' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("Merci d'indiquer la date de paiement.");
    fireEvent.change(day, { target: { value: '2999-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer payée' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.paidAtInFuture);
    expect(action).not.toHaveBeenCalled();
  });

  it('closes on a refusal that is not about the day, with its message', async () => {
    const action = vi.fn().mockResolvedValue({ ok: false, message: M.markPaidFailed });
    const user = userEvent.setup();
    render(<PaidDateAction allowed disabledReason={null} action={action} invoiceId="b1" />);
    await user.click(screen.getByRole('button', { name: 'Marquer payée' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Marquer payée' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(notifyResult).toHaveBeenCalledWith({ ok: false, message: M.markPaidFailed });
    expect(router.refresh).not.toHaveBeenCalled();
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
