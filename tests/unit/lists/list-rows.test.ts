import { describe, expect, it } from 'vitest';
import { toCommunicationRow } from '@/app/(backoffice)/communications/_components/communications-rows';
import { toMatchRow } from '@/app/(backoffice)/matches/_components/matches-rows';
import { toMailboxRow } from '@/app/(backoffice)/messagerie/_components/mailbox-rows';
import { toProjectRow } from '@/app/(backoffice)/projets/_components/projects-rows';
import { toIssueRow } from '@/app/(backoffice)/signalements/_components/issues-rows';
import { toCredentialsRow } from '@/app/(backoffice)/utilisateurs/_components/credentials-list';
import {
  communicationSchema,
  credentialsSchema,
  discussionSchema,
  issueSchema,
  matchSchema,
  projectListItemSchema,
} from '@/lib/domain/schemas';

/* What the gateway sends of the people and projects a row names, beyond what its cells show. */
const EMAIL = 'lea.martin@courriel.example';
const person = {
  id: 'u1',
  rid: 'C0001',
  firstName: 'Léa',
  lastName: 'Martin',
  email: EMAIL,
  type: 'PROFESSIONAL',
};
const shownPerson = { id: 'u1', rid: 'C0001', firstName: 'Léa', lastName: 'Martin' };
const project = {
  id: 'p1',
  rid: 'P0001',
  workNeed: { bsku: 'PLB-FUITE', label: 'Recherche de fuite' },
  address: { postalCode: '44600', cityName: 'Saint-Nazaire' },
};
const shownProject = { id: 'p1', rid: 'P0001', workNeed: { label: 'Recherche de fuite' } };
const AT = '2020-03-01T10:00:00.000+01:00';
/* The dates as their cells write them, in Paris: the browser gets no date to format. */
const DAY = '01/03/2020';
const DAY_AND_TIME = '01/03/2020 10:00:00';

describe('the rows a list page hands the browser', () => {
  it('carry of a project what its columns show, not its owner’s e-mail nor its works code', () => {
    const item = projectListItemSchema.parse({
      ...project,
      owner: person,
      publicationDate: AT,
      status: 'PUBLISHED',
      lastEventDate: AT,
    });
    expect(toProjectRow(item)).toEqual({
      id: 'p1',
      rid: 'P0001',
      workNeed: 'Recherche de fuite',
      publicationDate: DAY,
      owner: shownPerson,
      status: 'PUBLISHED',
      lastEventDate: DAY,
      city: 'Saint-Nazaire (44600)',
    });
  });

  it('carry of an issue its emitter and project by name, without its description', () => {
    const issue = issueSchema.parse({
      id: 'i1',
      rid: 'T0001',
      type: 'BYPASS_SUSPECTED',
      emitter: person,
      project,
      description: 'Plus aucune activité sur le projet.',
      createdAt: AT,
    });
    expect(toIssueRow(issue)).toEqual({
      id: 'i1',
      rid: 'T0001',
      type: 'BYPASS_SUSPECTED',
      emitter: shownPerson,
      project: shownProject,
      createdAt: DAY_AND_TIME,
    });
  });

  it("carry of a match its statuses and dates, without the project's place and tags", () => {
    const match = matchSchema.parse({
      id: 'p1_u1',
      user: person,
      project: { ...project, tags: ['RGE'] },
      status: 'CREATED',
      positionableStatus: 'POSITIONABLE',
      visibilityStatus: 'VISIBLE',
      partAcceptanceProbability: 0.4,
      createdAt: AT,
      statusDate: AT,
    });
    expect(toMatchRow(match)).toEqual({
      id: 'p1_u1',
      user: shownPerson,
      project: shownProject,
      status: 'CREATED',
      positionableStatus: 'POSITIONABLE',
      visibilityStatus: 'VISIBLE',
      createdAt: DAY,
      statusDate: DAY,
    });
  });

  it('carry of a staff account its name, e-mail, roles and status, not its phone', () => {
    const staff = credentialsSchema.parse({
      ...person,
      email: 'lea.martin@groupe.example',
      type: 'LMSG',
      phone: '0602658729',
      userAccountStatus: 'ACTIVE',
      createdAt: AT,
      roles: ['FINANCE'],
    });
    const row = toCredentialsRow(staff);
    expect(row).toEqual({
      ...shownPerson,
      email: 'lea.martin@groupe.example',
      roles: ['FINANCE'],
      userAccountStatus: 'ACTIVE',
    });
    expect(JSON.stringify(row)).not.toContain('0602658729');
  });

  it('carry of a communication its dates as written', () => {
    const communication = communicationSchema.parse({
      id: 'c1',
      channel: 'EMAIL',
      type: 'PROJECT_PUBLISHED',
      recipientTo: EMAIL,
      userId: 'u1',
      status: 'OPENED',
      statusDate: AT,
      sentAt: '2020-03-01T09:59:58.000+01:00',
    });
    expect(toCommunicationRow(communication)).toMatchObject({
      statusDate: DAY_AND_TIME,
      sentAt: '01/03/2020 09:59:58',
    });
  });

  it('carry of a discussion its last message’s date as written, and nothing before the first', () => {
    const discussion = discussionSchema.parse({
      id: 'd1',
      type: 'PROJECT',
      members: [person],
      status: 'ACTIVE',
      createdAt: AT,
      unreadMessagesCount: 0,
      lastMessageDate: AT,
    });
    expect(toMailboxRow(discussion, 'me').lastMessageDate).toBe(DAY_AND_TIME);
    expect(toMailboxRow({ ...discussion, lastMessageDate: null }, 'me').lastMessageDate).toBe('');
  });
});
