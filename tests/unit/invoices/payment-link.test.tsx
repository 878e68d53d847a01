// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isWebLink, PaymentTab } from '@/app/(backoffice)/(records)/clients/[id]/_components/payment-tab';
import type { PaymentAccount } from '@/lib/domain/schemas';

afterEach(cleanup);

const account = {
  id: 'pa1',
  iobAccount: { id: 'iob-1', status: 'VALIDATED', statusDate: null, provider: 'MANGOPAY' },
  pspAccount: { id: 'psp-1', status: 'VALIDATING', statusDate: null, provider: 'STRIPE' },
} as PaymentAccount;

describe("the payment provider's link", () => {
  it('opens the provider back-office in a new tab for each account that has one', () => {
    render(
      <PaymentTab
        account={account}
        links={{ iob: 'https://dashboard.mangopay.example/users/iob-1', psp: null }}
      />,
    );
    const links = screen.getAllByRole('link', { name: /Lien prestataire/ });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://dashboard.mangopay.example/users/iob-1');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never puts a text that is not a web address in a link', () => {
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('/payment-accounts/pa1')).toBe(false);
    expect(isWebLink('http://provider.example/a')).toBe(true);
    render(<PaymentTab account={account} links={{ iob: 'javascript:alert(1)', psp: 'data:text/html,x' }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
