// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkDataTable, preloadBulkSelection } from '@/components/data-table/bulk/bulk-data-table';
import { dataTableColumns } from '@/components/data-table/columns';
import { preloadDialogs } from '@/components/ui/dialog';
import { todayInParis } from '@/lib/domain/days';
import type { BulkKindId } from '@/lib/jobs/bulk-input';

const mocks = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn(), start: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push, refresh: mocks.refresh }) }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn(), notify: vi.fn() }));

beforeAll(() => Promise.all([preloadDialogs(), preloadBulkSelection()]));
beforeEach(() => {
  mocks.push.mockReset();
  mocks.start.mockReset().mockResolvedValue({ ok: true, redirectTo: '/travaux/job-1' });
});
afterEach(cleanup);

interface Account {
  id: string;
  name: string;
}

const col = dataTableColumns<Account>();
const columns = col.columns([col.accessor('name', { header: 'Nom' })]);
const accounts: Account[] = [
  { id: 'a1', name: 'Ada Lovelace' },
  { id: 'a2', name: 'Blaise Pascal' },
  { id: 'a3', name: 'Émilie du Châtelet' },
];

function renderList(kinds: BulkKindId[]) {
  return render(
    <BulkDataTable<Account>
      caption="Comptes"
      columns={columns}
      rows={accounts}
      total={45}
      pathname="/clients"
      query={{ page: 1, size: 3, status: 'ACTIVE' }}
      defaults={{ page: 1, size: 3 }}
      getRowId={(row) => row.id}
      rowHref={(row) => `/clients/${row.id}`}
      bulk={{ kinds, start: mocks.start, rowLabel: (row) => row.name }}
    />,
  );
}

const bar = () => screen.getByRole('toolbar', { name: 'Actions sur la sélection' });
const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Sélectionner la ligne ${name}` });

describe('selecting rows of a list for bulk work', () => {
  it('selects the whole page from the header, announces the count and offers the whole filter', async () => {
    const user = userEvent.setup();
    renderList(['markInvoicesPaid']);
    expect(screen.queryByRole('toolbar')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toute la page' }));

    for (const account of accounts) expect((rowBox(account.name) as HTMLInputElement).checked).toBe(true);
    expect(within(bar()).getByText('3 sélectionnés')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 sélectionnés');
    expect(screen.getByText('Les 3 lignes de cette page sont sélectionnées.')).toBeTruthy();
    expect(screen.getAllByRole('row', { selected: true })).toHaveLength(3);
  });

  it('toggles a row with Space and sends only the ticked ids, without opening the record', async () => {
    const user = userEvent.setup();
    renderList(['acceptMatches']);
    rowBox('Blaise Pascal').focus();
    await user.keyboard(' ');
    expect(mocks.push).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('1 sélectionné');
    expect(screen.queryByText(/lignes du filtre/)).toBeNull();

    await user.click(within(bar()).getByRole('button', { name: 'Accepter' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('1 match sera accepté');
    await user.click(within(dialog).getByRole('button', { name: 'Accepter' }));

    await waitFor(() => expect(mocks.start).toHaveBeenCalledTimes(1));
    expect(mocks.start).toHaveBeenCalledWith({ kind: 'acceptMatches', ids: ['a2'] });
    expect(mocks.push).toHaveBeenCalledWith('/travaux/job-1');
  });

  it('switches to the list query once all N of the filter are selected, paid today by default', async () => {
    const user = userEvent.setup();
    renderList(['markInvoicesPaid', 'markInvoicesIrrecoverable']);
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toute la page' }));
    await user.click(screen.getByRole('button', { name: 'Sélectionner les 45 lignes du filtre' }));

    expect(screen.getByText('Les 45 lignes du filtre sont sélectionnées.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('45 sélectionnés');
    await user.click(within(bar()).getByRole('button', { name: 'Marquer payées' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('45 factures seront marquées payées');
    expect((within(dialog).getByLabelText(/Date de paiement/) as HTMLInputElement).value).toBe(
      todayInParis(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Marquer payées' }));

    await waitFor(() => expect(mocks.start).toHaveBeenCalledTimes(1));
    // The list's own query without its page (nor the default size): read again on the server.
    expect(mocks.start).toHaveBeenCalledWith({
      kind: 'markInvoicesPaid',
      listQuery: 'status=ACTIVE',
      paidAt: todayInParis(),
    });
  });

  it('never offers the whole filter for work that takes picked rows only', async () => {
    const user = userEvent.setup();
    renderList(['closeDiscussions']);
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toute la page' }));
    expect(screen.getByRole('status').textContent).toBe('3 sélectionnés');
    expect(screen.queryByRole('button', { name: /lignes du filtre/ })).toBeNull();
  });

  it('leaves the whole filter for the page as soon as a row is unticked', async () => {
    const user = userEvent.setup();
    renderList(['acceptMatches']);
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toute la page' }));
    await user.click(screen.getByRole('button', { name: 'Sélectionner les 45 lignes du filtre' }));
    await user.click(rowBox('Ada Lovelace'));
    expect(screen.getByRole('status').textContent).toBe('2 sélectionnés');

    await user.click(within(bar()).getByRole('button', { name: 'Désélectionner' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });

  it('shows only the kinds it is given, and no checkbox at all without one', () => {
    renderList(['closeDiscussions']);
    const page = screen.getByRole('checkbox', { name: 'Sélectionner toute la page' });
    expect(page).toBeTruthy();
    cleanup();
    renderList([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('asks one reason before deactivating, and never sends without it', async () => {
    const user = userEvent.setup();
    renderList(['deactivateUsers']);
    await user.click(rowBox('Ada Lovelace'));
    await user.click(rowBox('Blaise Pascal'));
    expect(screen.getByRole('status').textContent).toBe('2 sélectionnés');

    await user.click(within(bar()).getByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(within(dialog).getByText('Merci de choisir un motif de désactivation.')).toBeTruthy();
    expect(mocks.start).not.toHaveBeenCalled();
    // A reason that needs the staff member's own words is not offered: a job carries no comment.
    expect(within(dialog).queryByRole('option', { name: 'Autre' })).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText(/Motif de désactivation/), 'DISSATISFIED');
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() =>
      expect(mocks.start).toHaveBeenCalledWith({
        kind: 'deactivateUsers',
        ids: ['a1', 'a2'],
        reason: 'DISSATISFIED',
      }),
    );
  });

  it('closes the confirmation on Escape without sending anything', async () => {
    const user = userEvent.setup();
    renderList(['markInvoicesIrrecoverable']);
    await user.click(rowBox('Ada Lovelace'));
    await user.click(within(bar()).getByRole('button', { name: 'Marquer irrécouvrables' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mocks.start).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('1 sélectionné');
  });
});
