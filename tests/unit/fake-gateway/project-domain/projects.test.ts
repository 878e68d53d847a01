/** Project lists and documents, document bytes and global search (CSV reports: reports.test.ts). */
import { describe, expect, it } from 'vitest';
import { linked } from '@/lib/fake-gateway/data/project-links';
import { call, staffEmail, startFakeGateway } from '../core/harness';
import { multipart, pdfFile, pngFile, quotesOf, showcase, supportToken } from './support';

const { gateway } = startFakeGateway();
const data = () => gateway.db().projects;

describe('projects', () => {
  it('pages, sorts and filters the project list', async () => {
    const token = await supportToken();
    const all = await call('/projects', { token, query: { size: '7', page: '2' } });
    expect(all.body).toMatchObject({ total: data().projects.size, page: 2, size: 7 });
    expect(all.body.items).toHaveLength(7);
    const signed = await call('/projects', {
      token,
      query: { status: 'SIGNED', sort: 'rid,asc', size: '100' },
    });
    expect(signed.body.total).toBe(
      data()
        .projects.values()
        .filter((project) => project.status === 'SIGNED').length,
    );
    const rids = signed.body.items.map((project: { rid: string }) => project.rid);
    expect([...rids].sort()).toEqual(rids);
    const project = showcase(gateway, 'finished');
    const byRid = await call('/projects', { token, query: { q: project.rid.toLowerCase() } });
    expect(byRid.body.items.map((item: { id: string }) => item.id)).toContain(project.id);
    const byOwner = await call('/projects', { token, query: { ownerId: project.ownerId } });
    expect(byOwner.body.total).toBe(data().projectsByOwner.get(project.ownerId)!.length);
    const lenient = await call('/projects', {
      token,
      query: { status: 'NOPE', size: '1000', sort: 'owner,up' },
    });
    expect(lenient.body).toMatchObject({ total: data().projects.size, size: 20, page: 1 });
  });

  it('adds documents to a project and deletes them', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'published');
    const before = linked(project, 'documents').length;
    const added = await call(`/projects/${project.id}/documents`, {
      token,
      query: { ownerId: project.ownerId },
      multipart: multipart({ files: [pngFile('cuisine.png'), pdfFile('plan.pdf')] }),
    });
    expect(added.status).toBe(201);
    expect(
      added.body.map((document: { name: string; type: { code: string } }) => [
        document.name,
        document.type.code,
      ]),
    ).toEqual([
      ['cuisine.png', 'picture_site'],
      ['plan.pdf', 'doc_site'],
    ]);
    const picture = await call(`/documents/${added.body[0].id}/content`, { token });
    expect(picture.headers.get('content-type')).toBe('image/png');
    let view = await call(`/projects/${project.id}`, { token });
    expect(view.body.details.documents).toHaveLength(before + 2);
    const removed = await call(`/projects/${project.id}/documents`, {
      token,
      method: 'DELETE',
      query: { documentIds: added.body.map((document: { id: string }) => document.id) },
    });
    expect(removed.status).toBe(204);
    view = await call(`/projects/${project.id}`, { token });
    expect(view.body.details.documents).toHaveLength(before);
    expect((await call(`/documents/${added.body[0].id}`, { token })).status).toBe(404);
  });

  it('refuses a file of 10 MB or more with 413, and a document of another project with 404', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'published');
    const big = new File([new Uint8Array(10_485_760)], 'gros.png', { type: 'image/png' });
    const tooLarge = await call(`/projects/${project.id}/documents`, {
      token,
      query: { ownerId: project.ownerId },
      multipart: multipart({ files: big }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const justUnder = new File([new Uint8Array(10_485_759)], 'limite.png', { type: 'image/png' });
    expect(
      (
        await call(`/projects/${project.id}/documents`, {
          token,
          query: { ownerId: project.ownerId },
          multipart: multipart({ files: justUnder }),
        })
      ).status,
    ).toBe(201);
    const foreign =
      linked(showcase(gateway, 'signed'), 'documents')[0] ??
      data()
        .documents.values()
        .find((document) => document.projectId !== project.id)!.id;
    expect(
      (
        await call(`/projects/${project.id}/documents`, {
          token,
          method: 'DELETE',
          query: { documentIds: foreign },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(`/projects/${project.id}/documents`, {
          token,
          query: {},
          multipart: multipart({ files: pdfFile() }),
        })
      ).status,
    ).toBe(400);
  });
});

describe('documents', () => {
  it('serves the metadata and the bytes of a derived quote document', async () => {
    const token = await supportToken();
    const quote = quotesOf(gateway, showcase(gateway, 'signed'))[0];
    const view = await call(`/quotes/${quote.id}`, { token });
    const document = view.body.document;
    expect(document).toMatchObject({
      name: `Devis ${quote.rid}.pdf`,
      mimeType: 'application/pdf',
      status: 'VALIDATED',
    });
    // GET /documents/:id adds who the document belongs to and its project.
    expect((await call(`/documents/${document.id}`, { token })).body).toEqual({
      ...document,
      owner: expect.objectContaining({ id: quote.ownerId }),
      project: expect.objectContaining({ id: quote.projectId, rid: expect.any(String) }),
    });
    const content = await call(`/documents/${document.id}/content`, { token });
    expect(content.status).toBe(200);
    expect(content.headers.get('content-disposition')).toContain(`filename="Devis ${quote.rid}.pdf"`);
    expect(content.text).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    expect((await call(`/documents/${document.id}/content`)).status).toBe(401);
  });
});

describe('global search', () => {
  const search = async (value: string) =>
    (await call('/search', { token: await supportToken(), query: { value } })).body;

  it('finds each kind by its identifier, the exact hit first', async () => {
    const projects = data();
    const project = showcase(gateway, 'paying');
    const quote = quotesOf(gateway, project)[0];
    const proInvoice = projects.professionalInvoices.values()[0];
    const acceptance = projects.worksAcceptances.values()[0];
    const providerInvoice = projects.providerInvoices.values()[0];
    const issue = projects.issues.values()[0];
    const discussion = projects.discussions.values()[0];
    const document = projects.documents.values()[0];
    const cases: [string, string, string][] = [
      [project.rid, 'project', project.id],
      [project.id, 'project', project.id],
      [quote.rid, 'quote', quote.id],
      [proInvoice.rid, 'professional-invoice', proInvoice.id],
      [acceptance.rid, 'works-acceptance', acceptance.id],
      [providerInvoice.number, 'provider-invoice', providerInvoice.id],
      [providerInvoice.rid.toLowerCase(), 'provider-invoice', providerInvoice.id],
      [issue.rid, 'issue', issue.id],
      [discussion.id, 'discussion', discussion.id],
      [document.id, 'document', document.id],
    ];
    for (const [value, type, id] of cases)
      expect((await search(value))[0], value).toMatchObject({ type, id });
  });

  it('finds users by RID, e-mail and phone, staff as credentials', async () => {
    const people = gateway.db().people;
    const particular = people.users.require(showcase(gateway, 'published').ownerId);
    expect((await search(particular.rid))[0]).toMatchObject({
      type: 'user',
      id: particular.id,
      userType: 'PARTICULAR',
    });
    expect((await search(particular.email.toUpperCase()))[0]).toMatchObject({
      type: 'user',
      id: particular.id,
    });
    const phone = particular.phone!;
    expect((await search(`+33 ${phone.slice(1, 2)} ${phone.slice(2)}`))[0]).toMatchObject({
      id: particular.id,
    });
    const support = people.users.require(people.emailIndex.get(staffEmail('support'))!);
    expect((await search(support.email))[0]).toMatchObject({
      type: 'credentials',
      id: support.id,
      userType: 'LMSG',
    });
  });

  it('finds a person from a fragment of their name without accents, e-mail or phone in any form', async () => {
    const people = gateway.db().people;
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const users = people.users.values();
    // An accented first name few others share, so that its hits hold this user.
    const user = people.particularIds
      .map((id) => people.users.require(id))
      .find(
        (candidate) =>
          candidate.phone &&
          fold(candidate.firstName) !== candidate.firstName.toLowerCase() &&
          users.filter((other) => fold(other.firstName) === fold(candidate.firstName)).length < 10,
      )!;
    const ids = async (value: string) => (await search(value)).map((hit: { id: string }) => hit.id);
    const phone = user.phone!;
    const local = user.email.split('@')[0]!;

    expect(await ids(fold(user.firstName).toUpperCase())).toContain(user.id);
    expect(await ids(local.slice(1, -1))).toContain(user.id);
    expect(await ids(`${phone.slice(0, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)}`)).toContain(user.id);
    expect(await ids(`${phone.slice(0, 2)}.${phone.slice(2, 4)}.${phone.slice(4, 8)}`)).toContain(user.id);
    expect(await ids(`+33 ${phone.slice(1, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)}`)).toContain(
      user.id,
    );
    expect(await ids(`0033${phone.slice(1, 7)}`)).toContain(user.id);
    const hit = (await search(user.email.slice(0, -3))).find((found: { id: string }) => found.id === user.id);
    expect(hit).toMatchObject({ type: 'user', email: user.email, phone: user.phone });
  });

  it('finds a professional by SIRET and a staff member by SGID, typed any way', async () => {
    const people = gateway.db().people;
    const pro = people.users.values().find((user) => user.type === 'PROFESSIONAL' && user.companyId)!;
    const siret = people.companies.get(pro.companyId!)!.siret;
    const spaced = `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
    expect((await search(spaced))[0]).toMatchObject({ type: 'user', userType: 'PROFESSIONAL' });
    expect((await search(siret)).map((hit: { id: string }) => hit.id)).toContain(pro.id);
    const staff = people.users.require(people.emailIndex.get(staffEmail('support'))!);
    expect((await search(staff.sgid!.toLowerCase()))[0]).toMatchObject({ type: 'credentials', id: staff.id });
  });

  it('does not take two digits for a phone number', async () => {
    const phoneHits = (await search('06')).filter((hit: { type: string }) => hit.type === 'user');
    expect(phoneHits).toEqual([]);
  });

  it('then finds users and documents by name, at most 20 hits, and nothing for an unknown value', async () => {
    const people = gateway.db().people;
    const user = people.users.require(people.particularIds[0]);
    const byName = await search(`${user.firstName} ${user.lastName}`);
    expect(byName.map((hit: { id: string }) => hit.id)).toContain(user.id);
    const common = await search('ma');
    expect(common.length).toBe(20);
    const documents = await search('Plan du logement');
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.every((hit: { type: string }) => hit.type === 'document')).toBe(true);
    expect(await search('zzzz-aucun-resultat')).toEqual([]);
  });
});
