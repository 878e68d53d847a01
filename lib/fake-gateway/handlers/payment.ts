import { z } from 'zod';
import type { BankDetails } from '@/lib/domain/schemas';
import { badRequest, hashString, notFound, parseQuery, route } from '../core/route-kit';
import type { ProviderAccountRecord } from '../data/people-records';
import { paymentAccountView } from '../data/people-views';

const paymentAccountQuery = z.object({ userId: z.string().min(1) });

const DASHBOARDS: Record<string, string> = {
  MANGOPAY: 'https://dashboard.mangopay.example/users',
  LEMONWAY: 'https://backoffice.lemonway.example/wallets',
  STRIPE: 'https://dashboard.stripe.example/connect/accounts',
};

const BICS: Record<string, string> = {
  MANGOPAY: 'MPAYFRP1XXX',
  LEMONWAY: 'LEMWFRP2XXX',
  STRIPE: 'STRPFRP1XXX',
};

/** ISO 13616 check digits of a French IBAN for a 23-character BBAN. */
function frenchIban(bban: string): string {
  const rearranged = `${bban}FR00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return `FR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** The project's virtual IBAN, the same on every call: drawn from the project id. */
function virtualIban(projectId: string): string {
  let digits = '';
  for (let round = 0; digits.length < 23; round += 1)
    digits += String(hashString(`${projectId}:${round}`)).padStart(10, '0');
  return frenchIban(digits.slice(0, 23));
}

export const paymentHandlers = [
  route('GET', '/payment/payment-account', (ctx) => {
    const { userId } = parseQuery(ctx.query, paymentAccountQuery);
    const account = ctx.db.people.paymentAccounts.get(userId);
    if (!account) throw notFound('Compte de paiement', userId);
    return paymentAccountView(account);
  }),

  // Projects paid through a provider have a virtual IBAN; others answer 404 (the client shows none).
  route('GET', '/payment/project/:projectId/viban', (ctx): BankDetails => {
    const project = ctx.db.projects.projects.require(ctx.params.projectId);
    if (project.paymentProvider === 'NONE') throw notFound('IBAN virtuel', project.id);
    return { iban: virtualIban(project.id), bic: BICS[project.paymentProvider] ?? 'MPAYFRP1XXX' };
  }),

  // Text: the provider's back-office page of the account. `provider` is a provider code or iob / psp.
  route('GET', '/payment-accounts/:id/:provider/link', (ctx) => {
    const { people } = ctx.db;
    const ownerId = people.paymentAccountOwners.get(ctx.params.id);
    const account = ownerId ? people.paymentAccounts.get(ownerId) : undefined;
    if (!account) throw notFound('Compte de paiement', ctx.params.id);
    const wanted = ctx.params.provider.toUpperCase();
    const candidates: ProviderAccountRecord[] =
      wanted === 'IOB'
        ? [account.iobAccount]
        : wanted === 'PSP'
          ? [account.pspAccount]
          : [account.iobAccount, account.pspAccount];
    const found = candidates.find(
      (candidate) => (wanted === 'IOB' || wanted === 'PSP' || candidate.provider === wanted) && candidate.id,
    );
    if (!found?.id) {
      if (!['IOB', 'PSP', ...Object.keys(DASHBOARDS)].includes(wanted))
        throw badRequest(`Prestataire inconnu : ${ctx.params.provider}.`);
      throw notFound('Compte prestataire', `${account.id}/${ctx.params.provider}`);
    }
    return new Response(`${DASHBOARDS[found.provider] ?? DASHBOARDS.MANGOPAY}/${found.id}`, {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }),
];
