import { describe, expect, it } from 'vitest';
import type { Document, Requirement, UserState } from '@/lib/domain/schemas';
import {
  blockingHeading,
  blockingPhrase,
  groupRequirementLines,
  registrationLines,
  userRequirementLines,
} from '@/app/(backoffice)/(records)/clients/[id]/_lib/requirements';

const requirement = (
  code: Requirement['code'],
  status: Requirement['status'],
  extra: Partial<Requirement> = {},
): Requirement => ({ code, label: code, status, mandatory: true, children: [], ...extra });

const document = (id: string, type: string, status: Document['status']): Document => ({
  id,
  name: `${type}.pdf`,
  status,
  type: { code: type, name: type },
  mimeType: 'application/pdf',
  createdAt: '2020-03-01T10:00:00.000+01:00',
});

describe('registration requirements, as staff read them', () => {
  it('groups the leaves: missing, refused or expired mandatory ones block; optional ones never do', () => {
    const lines = registrationLines('pp', [
      requirement('POSITIONING', 'COMPLETED'),
      requirement('INSURANCE', 'REFUSED', {
        label: 'Assurances',
        children: [
          requirement('INSURANCE_DC', 'REFUSED', { label: 'Assurance décennale' }),
          requirement('INSURANCE_RC', 'EXPIRE_SOON'),
        ],
      }),
      requirement('RGE_CERTIFICATE', 'UNCOMPLETED', { mandatory: false }),
      requirement('QUALITY_CHARTER', 'COMPLETING'),
      requirement('REGISTRATION_FEE', 'EXPIRED'),
    ]);
    const groups = groupRequirementLines(lines);
    expect(groups.blocking.map((line) => line.requirement.code)).toEqual([
      'INSURANCE_DC',
      'REGISTRATION_FEE',
    ]);
    expect(groups.inProgress.map((line) => line.requirement.code)).toEqual([
      'INSURANCE_RC',
      'RGE_CERTIFICATE',
      'QUALITY_CHARTER',
    ]);
    expect(groups.done.map((line) => line.requirement.code)).toEqual(['POSITIONING']);
    // The parent is context, not a line of its own.
    expect(lines.find((line) => line.requirement.code === 'INSURANCE_DC')?.parents).toEqual(['Assurances']);
  });

  it('links a requirement to the document of its type that holds a file, never to an empty slot', () => {
    const dc = requirement('INSURANCE_DC', 'REFUSED', { documentType: { code: 'insurance_dc', name: 'DC' } });
    const rc = requirement('INSURANCE_RC', 'UNCOMPLETED', {
      documentType: { code: 'insurance_rc', name: 'RC' },
    });
    const [dcLine, rcLine] = registrationLines(
      'pp',
      [dc, rc],
      [document('d1', 'insurance_dc', 'REFUSED'), document('d2', 'insurance_rc', 'EMPTY')],
    );
    expect(dcLine?.document?.id).toBe('d1');
    expect(rcLine?.document).toBeNull();
  });

  it('says what blocks in French, agreeing with each name', () => {
    expect(blockingPhrase(requirement('INSURANCE_DC', 'REFUSED'))).toBe('assurance décennale refusée');
    expect(blockingPhrase(requirement('RGE_CERTIFICATE', 'EXPIRED'))).toBe('certificat RGE expiré');
    expect(blockingPhrase(requirement('GTC', 'UNCOMPLETED'))).toBe('conditions générales non complétées');
    expect(blockingPhrase(requirement('REGISTRATION_FEE', 'UNCOMPLETED'))).toBe(
      "frais d'inscription non complétés",
    );
    expect(blockingHeading(3)).toBe('3 exigences bloquantes');
    expect(blockingHeading(1)).toBe('1 exigence bloquante');
    expect(blockingHeading(0)).toBe('Aucune exigence bloquante');
  });

  it("reads the user's, the professional's and the SA account's registrations, in that order", () => {
    const registration = (requirements: Requirement[]) => ({ status: 'UNCOMPLETED' as const, requirements });
    const state: UserState = {
      userAccountState: {
        type: 'PROFESSIONAL',
        status: 'ACTIVE',
        registration: registration([requirement('EMAIL', 'UNCOMPLETED')]),
      },
      ppAccountState: {
        status: 'UNREGISTERED',
        registration: { ...registration([requirement('PAYMENT', 'REFUSED')]), documents: [] },
      },
      saAccountState: {
        status: 'UNREGISTERED',
        registration: { ...registration([requirement('GTC', 'COMPLETED')]), documents: [] },
      },
    };
    expect(
      userRequirementLines(state).map((line) => `${line.account}:${line.requirement.code}:${line.group}`),
    ).toEqual(['user:EMAIL:blocking', 'pp:PAYMENT:blocking', 'sa:GTC:done']);
  });
});
