/** What the gateway's GET /credentials/mine answers for an active CC staff member. */
export function staffCredentials(id: string, email: string) {
  return {
    id,
    rid: 'E0001',
    type: 'LMSG',
    firstName: 'Lucie',
    lastName: 'Bernard',
    email,
    phone: null,
    userAccountStatus: 'ACTIVE',
    createdAt: '2020-03-03T09:00:00.000+01:00',
    roles: ['CC'],
  };
}
