/**
 * The project seed: deterministic, big enough, consistent relations, and every enumeration value
 * of SPEC §4 on some record so every badge of the UI can be seen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptanceMode,
  authorisationStatus,
  constructionStatus,
  discussionStatus,
  discussionType,
  documentStatus,
  documentType,
  eventContent,
  feedbackStatus,
  invoiceStatus,
  invoiceType,
  issueType,
  matchStatus,
  messageType,
  optionCode,
  optionStatus,
  ownership,
  paymentProvider,
  positionableStatus,
  positioningMode,
  productCode,
  projectCancelReason,
  projectPaymentStatus,
  projectSearch,
  projectStatus,
  projectTag,
  quoteRefusalReason,
  quoteStatus,
  quoteType,
  relationshipStatus,
  relationshipStatusReason,
  robotContent,
  startingPeriod,
  taxUnit,
  visibilityStatus,
  worksAcceptanceStatus,
  type EnumCatalogue,
} from '@/lib/domain/enums';
import { readConfig } from '@/lib/fake-gateway/core/config';
import { DEFAULT_NOW_ISO } from '@/lib/fake-gateway/core/clock';
import { buildSeed, type SeedData } from '@/lib/fake-gateway/store';
import {
  findDocument,
  professionalInvoiceDocument,
  providerInvoiceDocument,
  quoteAttachments,
  quoteDocument,
  worksAcceptanceDocument,
} from '@/lib/fake-gateway/data/project-documents';
import { documentBytes } from '@/lib/fake-gateway/data/project-files';
import { messagesOf } from '@/lib/fake-gateway/data/project-messages';
import { linked } from '@/lib/fake-gateway/data/project-links';
import {
  MAX_ACTIVE_RELATIONSHIPS,
  MAX_PRE_SALES_RELATIONSHIPS,
  activeProjectCountOf,
  isActiveRelationship,
  isSelectedRelationship,
  paymentStatusOf,
  professionalInvoicesOf,
} from '@/lib/fake-gateway/data/project-rules';
import { projectCountFor } from '@/lib/fake-gateway/data/projects';

const config = { ...readConfig({}), scaleUsers: 500 };
const now = new Date(DEFAULT_NOW_ISO);
let seed: SeedData;

beforeAll(() => {
  seed = buildSeed(config, now);
});

function covered<V extends string>(catalogue: EnumCatalogue<V>, seen: Iterable<string | undefined>): V[] {
  const values = new Set(seen);
  return catalogue.values.filter((value) => !values.has(value));
}

describe('project seed', () => {
  it('is the same on every start', () => {
    const again = buildSeed(config, now);
    const dump = (data: SeedData) =>
      JSON.stringify(
        Object.entries(data.projects).map(([name, value]) =>
          value && typeof value === 'object' && 'values' in value && typeof value.values === 'function'
            ? [name, value.values()]
            : [name, value instanceof Map ? [...value] : value],
        ),
      );
    expect(dump(again)).toBe(dump(seed));
  });

  it('seeds at least 300 projects by default, growing with the particulars', () => {
    expect(seed.projects.projects.size).toBeGreaterThanOrEqual(300);
    expect(projectCountFor(60_000)).toBe(36_000);
    expect(seed.projects.matches.size).toBeGreaterThan(seed.projects.projects.size);
  });

  it('links projects to particulars and matches, quotes and invoices to professionals', () => {
    const { people, projects } = seed;
    const typeOf = (id: string) => people.users.get(id)?.type;
    expect(new Set(projects.projects.values().map((project) => typeOf(project.ownerId)))).toEqual(
      new Set(['PARTICULAR']),
    );
    expect(new Set(projects.matches.values().map((match) => typeOf(match.userId)))).toEqual(
      new Set(['PROFESSIONAL']),
    );
    expect(
      new Set(projects.relationships.values().map((relationship) => typeOf(relationship.userId))),
    ).toEqual(new Set(['PROFESSIONAL']));
    expect(new Set(projects.quotes.values().map((quote) => typeOf(quote.ownerId)))).toEqual(
      new Set(['PROFESSIONAL']),
    );
    expect(new Set(projects.professionalInvoices.values().map((invoice) => typeOf(invoice.ownerId)))).toEqual(
      new Set(['PROFESSIONAL']),
    );
    for (const match of projects.matches.values())
      expect(match.id).toBe(`${match.projectId}_${match.userId}`);
    for (const project of projects.projects.values()) {
      if (project.status === 'SIGNED' || project.status === 'FINISHED')
        expect(project.contractorId).toBeDefined();
      expect(project.rid).toMatch(/^P[A-Z0-9]{4}$/);
    }
  });

  it('gives unique RIDs and invoice numbers', () => {
    const { projects } = seed;
    const rids = [
      projects.projects,
      projects.quotes,
      projects.professionalInvoices,
      projects.worksAcceptances,
      projects.providerInvoices,
      projects.issues,
    ].flatMap((table) => table.values().map((record) => record.rid));
    expect(new Set(rids).size).toBe(rids.length);
    const numbers = projects.providerInvoices.values().map((invoice) => invoice.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('shows every value of the project-side enumerations of SPEC §4', () => {
    const { projects } = seed;
    const all = <T>(table: { values(): readonly T[] }) => table.values();
    const projectList = all(projects.projects);
    const discussions = all(projects.discussions);
    const messages = discussions.flatMap((discussion) => messagesOf(seed.people, discussion));
    const providerInvoices = all(projects.providerInvoices);
    const proInvoices = all(projects.professionalInvoices);
    const quotes = all(projects.quotes);
    const documents = [
      ...all(projects.documents),
      ...quotes.flatMap((quote) => [quoteDocument(projects, quote), ...quoteAttachments(quote)]),
      ...proInvoices.map((invoice) => professionalInvoiceDocument(projects, invoice)),
      ...providerInvoices.map((invoice) => providerInvoiceDocument(projects, invoice)),
    ].filter((document) => document !== undefined);
    const feedbacks = all(projects.feedbacks);
    const missing = {
      projectStatus: covered(
        projectStatus,
        projectList.map((p) => p.status),
      ),
      projectCancelReason: covered(
        projectCancelReason,
        projectList.flatMap((p) => p.statusReasons),
      ),
      startingPeriod: covered(
        startingPeriod,
        projectList.map((p) => p.questions?.startingPeriod),
      ),
      projectSearch: covered(
        projectSearch,
        projectList.flatMap((p) => p.questions?.searches ?? []),
      ),
      authorisationStatus: covered(
        authorisationStatus,
        projectList.map((p) => p.questions?.authorisationStatus),
      ),
      ownership: covered(
        ownership,
        projectList.map((p) => p.questions?.ownership),
      ),
      projectTag: covered(
        projectTag,
        projectList.flatMap((p) => p.tags),
      ),
      matchStatus: covered(
        matchStatus,
        all(projects.matches).map((m) => m.status),
      ),
      positionableStatus: covered(
        positionableStatus,
        all(projects.matches).map((m) => m.positionableStatus),
      ),
      visibilityStatus: covered(
        visibilityStatus,
        all(projects.matches).map((m) => m.visibilityStatus),
      ),
      relationshipStatus: covered(
        relationshipStatus,
        all(projects.relationships).map((r) => r.status),
      ),
      positioningMode: covered(
        positioningMode,
        all(projects.relationships).map((r) => r.positioningMode),
      ),
      acceptanceMode: covered(
        acceptanceMode,
        all(projects.relationships).map((r) => r.acceptanceMode),
      ),
      relationshipStatusReason: covered(
        relationshipStatusReason,
        all(projects.relationships).flatMap((r) => r.statusReasons),
      ),
      discussionType: covered(
        discussionType,
        discussions.map((d) => d.type),
      ),
      discussionStatus: covered(
        discussionStatus,
        discussions.map((d) => d.status),
      ),
      messageType: covered(
        messageType,
        messages.map((m) => m.type),
      ),
      eventContent: covered(
        eventContent,
        messages.flatMap((m) => (m.type === 'EVENT' ? [m.content] : [])),
      ),
      robotContent: covered(
        robotContent,
        messages.flatMap((m) => (m.type === 'ROBOT' ? [m.content] : [])),
      ),
      documentStatus: covered(
        documentStatus,
        documents.map((d) => d.status),
      ),
      documentType: covered(
        documentType,
        documents.map((d) => d.type.code),
      ),
      quoteType: covered(
        quoteType,
        quotes.map((q) => q.type),
      ),
      quoteStatus: covered(
        quoteStatus,
        quotes.map((q) => q.status),
      ),
      quoteRefusalReason: covered(
        quoteRefusalReason,
        quotes.flatMap((q) => q.refusedReasons),
      ),
      projectPaymentStatus: covered(
        projectPaymentStatus,
        projectList.map((p) => paymentStatusOf(professionalInvoicesOf(projects, p))),
      ),
      invoiceType: covered(
        invoiceType,
        [...providerInvoices, ...proInvoices].map((i) => i.type),
      ),
      invoiceStatus: covered(
        invoiceStatus,
        [...providerInvoices, ...proInvoices].map((i) => i.status),
      ),
      taxUnit: covered(
        taxUnit,
        providerInvoices.map((i) => i.line.tax.type),
      ),
      productCode: covered(
        productCode,
        providerInvoices.map((i) => i.line.productCode),
      ),
      paymentProvider: covered(
        paymentProvider,
        projectList.map((p) => p.paymentProvider),
      ),
      worksAcceptanceStatus: covered(
        worksAcceptanceStatus,
        all(projects.worksAcceptances).map((w) => w.status),
      ),
      constructionStatus: covered(
        constructionStatus,
        projectList.map((p) => p.construction.status),
      ),
      optionCode: covered(
        optionCode,
        projectList.flatMap((p) => p.options.map((o) => o.code)),
      ),
      optionStatus: covered(
        optionStatus,
        projectList.flatMap((p) => p.options.map((o) => o.status)),
      ),
      feedbackStatus: covered(
        feedbackStatus,
        feedbacks.map((f) => f.status),
      ),
      replyStatus: covered(
        feedbackStatus,
        feedbacks.flatMap((f) => f.replies.map((r) => r.status)),
      ),
      issueType: covered(
        issueType,
        all(projects.issues).map((i) => i.type),
      ),
    };
    expect(Object.entries(missing).filter(([, values]) => values.length > 0)).toEqual([]);
  });

  it('has discussions of both types in every status', () => {
    const pairs = new Set(seed.projects.discussions.values().map((d) => `${d.type} ${d.status}`));
    for (const type of discussionType.values)
      for (const status of discussionStatus.values)
        expect(pairs, `${type} ${status}`).toContain(`${type} ${status}`);
  });

  it('writes the everyMessage showcase thread with every type and every content but the closing', () => {
    const discussion = seed.projects.discussions.require(seed.projects.showcaseDiscussions.everyMessage!);
    const messages = messagesOf(seed.people, discussion);
    expect(discussion).toMatchObject({ type: 'PROJECT', status: 'ACTIVE', unreadMessagesCount: 2 });
    expect(new Set(messages.map((m) => m.type))).toEqual(new Set(messageType.values));
    const contents = new Set(
      messages.flatMap((m) => (m.type === 'EVENT' || m.type === 'ROBOT' ? [m.content] : [])),
    );
    for (const content of [...eventContent.values, ...robotContent.values])
      if (content !== 'DISCUSSION_CLOSED') expect(contents, content).toContain(content);
    const attachments = messages.flatMap((m) =>
      m.type === 'ATTACHMENT' ? [findDocument(seed.projects, m.documentId)!.mimeType] : [],
    );
    expect(attachments.sort()).toEqual(['application/pdf', 'image/png']);
  });

  it('draws threads that agree with their discussion', () => {
    for (const discussion of seed.projects.discussions.values()) {
      const messages = messagesOf(seed.people, discussion);
      expect(messages[0]).toMatchObject({
        type: 'EVENT',
        content: discussion.type === 'LMSG' ? 'LMSG_DISCUSSION_STARTED' : 'DISCUSSION_STARTED',
      });
      expect(messages.at(-1)!.sentAt).toBe(discussion.lastMessageDate);
      if (discussion.status === 'ARCHIVED')
        expect(messages.at(-1)).toMatchObject({ type: 'EVENT', content: 'DISCUSSION_CLOSED' });
      const unread = messages.filter((message) => message.type === 'STANDARD' && message.readBy.length === 1);
      expect(unread.length).toBeGreaterThanOrEqual(discussion.unreadMessagesCount);
      const times = messages.map((message) => Date.parse(message.sentAt));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      for (const message of messages)
        if (message.type === 'ATTACHMENT')
          expect(findDocument(seed.projects, message.documentId)).toBeDefined();
    }
  });

  it('has a document with real bytes behind every reference', () => {
    const { projects } = seed;
    const referenced = [
      ...projects.quotes
        .values()
        .flatMap((quote) => [quoteDocument(projects, quote)!, ...quoteAttachments(quote)]),
      ...projects.worksAcceptances
        .values()
        .map((acceptance) => worksAcceptanceDocument(projects, acceptance)!),
      ...projects.projects
        .values()
        .flatMap((project) => linked(project, 'documents').map((id) => projects.documents.get(id)!)),
    ];
    for (const document of referenced) expect(findDocument(projects, document.id)).toEqual(document);
    const pdf = documentBytes(referenced[0]);
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 5))).toBe('%PDF-');
    const picture = projects.documents.values().find((document) => document.mimeType === 'image/png')!;
    expect([...documentBytes(picture).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('keeps projects of deactivated owners for USER_WITH_PROJECTS, and owners without any in progress', () => {
    const inactive = seed.people.particularIds.filter(
      (id) => seed.people.users.get(id)?.status === 'INACTIVE',
    );
    const counts = inactive.map((id) => activeProjectCountOf(seed, id));
    expect(counts.some((count) => count > 0)).toBe(true);
    expect(counts.some((count) => count === 0)).toBe(true);
  });

  it('shapes the showcase projects for the demos', () => {
    const { projects } = seed;
    const project = (name: string) => projects.projects.require(projects.showcase[name]);
    const quotes = (name: string) => linked(project(name), 'quotes').map((id) => projects.quotes.require(id));
    expect(quotes('published').some((quote) => quote.status === 'PENDING')).toBe(true);
    expect(project('signed')).toMatchObject({
      status: 'SIGNED',
      options: [],
      construction: { status: 'NOT_STARTED' },
    });
    expect(paymentStatusOf(professionalInvoicesOf(projects, project('paying')))).toBe(
      'INTERIM_PAYMENT_PENDING',
    );
    expect(project('acceptance').construction.status).toBe('WORKS_ACCEPTANCE');
    expect(
      linked(project('acceptance'), 'worksAcceptances').map(
        (id) => projects.worksAcceptances.require(id).status,
      ),
    ).toContain('PENDING');
    expect(paymentStatusOf(professionalInvoicesOf(projects, project('downPaymentPending')))).toBe(
      'DOWN_PAYMENT_PENDING',
    );
    expect(project('finished')).toMatchObject({ status: 'FINISHED', construction: { status: 'FINISHED' } });
    const active = linked(project('full'), 'relationships').filter((id) =>
      ['POSITIONED', 'ACCEPTED', 'MEETING_SCHEDULED', 'MET', 'CONTRACTUALIZED'].includes(
        projects.relationships.require(id).status,
      ),
    );
    expect(active).toHaveLength(4);
    const statusesOf = (name: string) =>
      linked(project(name), 'relationships').map((id) => projects.relationships.require(id).status);
    expect(statusesOf('preSalesFull').sort()).toEqual(['ACCEPTED', 'MEETING_SCHEDULED', 'MET']);
    expect(
      linked(project('preSalesFull'), 'matches').some((id) =>
        ['CREATED', 'VIEWED'].includes(projects.matches.require(id).status),
      ),
    ).toBe(true);
  });

  it('never seeds a project past the slot limits', () => {
    const { projects } = seed;
    for (const project of projects.projects.values()) {
      const statuses = linked(project, 'relationships').map(
        (id) => projects.relationships.require(id).status,
      );
      expect(statuses.filter(isActiveRelationship).length, project.rid).toBeLessThanOrEqual(
        MAX_ACTIVE_RELATIONSHIPS,
      );
      expect(statuses.filter(isSelectedRelationship).length, project.rid).toBeLessThanOrEqual(
        MAX_PRE_SALES_RELATIONSHIPS,
      );
    }
  });
});
