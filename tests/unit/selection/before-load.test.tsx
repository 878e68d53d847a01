// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkDataTable } from '@/components/data-table/bulk/bulk-data-table';
import { dataTableColumns } from '@/components/data-table/columns';

// The selection's code arrives when the test says, as it would over a slow network.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('@/components/data-table/bulk/selection-kit', async (original) => {
  await gate.opened;
  return original();
});
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

afterEach(cleanup);

interface Invoice {
  id: string;
  number: string;
}
const col = dataTableColumns<Invoice>();

describe('a list whose selection code has not arrived yet', () => {
  it('keeps the tick made meanwhile and shows the bar once the code is there', async () => {
    const user = userEvent.setup();
    render(
      <BulkDataTable<Invoice>
        caption="Factures"
        columns={col.columns([col.accessor('number', { header: 'Numéro' })])}
        rows={[
          { id: 'i1', number: 'FA-1' },
          { id: 'i2', number: 'FA-2' },
        ]}
        total={2}
        pathname="/factures"
        query={{ page: 1, size: 20 }}
        getRowId={(invoice) => invoice.id}
        rowHref={(invoice) => `/factures/${invoice.id}`}
        bulk={{ kinds: ['markInvoicesPaid'], start: vi.fn(), rowLabel: (invoice) => invoice.number }}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Sélectionner la ligne FA-2' }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('1 sélectionné');
    expect(screen.queryByRole('toolbar')).toBeNull();

    gate.open();
    expect(await screen.findByRole('toolbar', { name: 'Actions sur la sélection' })).toBeTruthy();
    expect(box.checked).toBe(true);
    expect(box.isConnected).toBe(true);
  });
});
