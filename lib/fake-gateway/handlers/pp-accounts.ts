import { associateAccountRequest } from '@/lib/domain/requests';
import { businessConflict, invalidState, parseJson, route } from '../core/route-kit';
import { userView } from '../data/people-views';

/**
 * Account association links a pp-account (a particular's or a professional's) to another
 * professional's pp-account, e.g. the same person's company. One association at a time.
 */
export const ppAccountsHandlers = [
  route('POST', '/pp-accounts/:id/associate', async (ctx) => {
    const { people } = ctx.db;
    const account = people.ppAccounts.require(ctx.params.id);
    const { accountId } = await parseJson(ctx.request, associateAccountRequest);
    const target = people.ppAccounts.get(accountId);
    const targetUser = target && people.users.get(target.userId);
    const conflict = (message: string) => businessConflict('ACCOUNT_ASSOCIATION_CONFLICT', message);
    if (!target || !targetUser) throw conflict(`Compte introuvable : ${accountId}.`);
    if (target.id === account.id || target.userId === account.userId)
      throw conflict('Un compte ne peut pas être associé à lui-même.');
    if (targetUser.type !== 'PROFESSIONAL')
      throw conflict("Le compte associé doit être celui d'un professionnel.");
    if (account.associatedAccountId) throw conflict('Ce compte est déjà associé à un autre compte.');
    if (target.associatedAccountId === account.id) throw conflict('Ces comptes sont déjà associés.');
    if (target.status === 'TERMINATED') throw conflict('Le compte professionnel est résilié.');
    people.ppAccounts.update(account.id, { associatedAccountId: target.id });
    return userView(people, people.users.require(account.userId));
  }),

  route('POST', '/pp-accounts/:id/dissociate', (ctx) => {
    const { people } = ctx.db;
    const account = people.ppAccounts.require(ctx.params.id);
    if (!account.associatedAccountId) throw invalidState("Ce compte n'est associé à aucun autre compte.");
    people.ppAccounts.update(account.id, (record) => {
      delete record.associatedAccountId;
    });
    return userView(people, people.users.require(account.userId));
  }),
];
