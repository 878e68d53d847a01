import { describe, expect, it } from 'vitest';
import { toUserRow } from '@/app/(backoffice)/clients/_components/users-rows';
import { userListItemSchema } from '@/lib/domain/schemas';

describe('a row of the users list', () => {
  it('carries to the browser what the table shows, not the company nor the account, its date as written', () => {
    const shown = {
      id: 'u1',
      rid: 'C2PGF',
      firstName: 'Adrien',
      lastName: 'Mathieu',
      email: 'contact@menuiserie.example',
      phone: '0638334659',
      userAccountStatus: 'ACTIVE',
      createdAt: '2020-02-13T01:33:18.622+01:00',
      type: 'PROFESSIONAL',
    };
    const user = userListItemSchema.parse({
      ...shown,
      company: {
        id: 'c1',
        rid: 'S2PGL',
        siret: '98257486500274',
        name: 'Menuiserie Services',
        legalCategory: 'Micro-entreprise',
        address: { postalCode: '75015', cityName: 'Paris', street: '135 quai du Château' },
        activityStartDate: '2002-04-30T15:09:31.707+02:00',
      },
      ppAccount: {
        id: 'p1',
        status: 'REGISTERED',
        statusReasons: [],
        playerStatus: 'READY_TO_PLAY',
        registrationFeeStatus: 'PAID',
      },
    });
    expect(toUserRow(user)).toEqual({ ...shown, createdAt: '13/02/2020' });
  });
});
