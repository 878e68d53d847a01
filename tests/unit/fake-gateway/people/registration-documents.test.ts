/**
 * The documents a user's state lists (GET /users/:id/status) open like any other document: the
 * metadata from GET /documents/:id, the bytes from GET /documents/:id/content.
 */
import { describe, expect, it } from 'vitest';
import { documentSchema, userStateSchema, type Document, type UserState } from '@/lib/domain/schemas';
import { userStateView } from '@/lib/fake-gateway/data/user-state-views';
import { documentBytes } from '@/lib/fake-gateway/data/project-files';
import { findAnyDocument } from '@/lib/fake-gateway/data/registration-documents';
import { documentView } from '@/lib/fake-gateway/handlers/project-domain/views';
import { BASE_URL, call, staffEmail, startFakeGateway, tokenFor } from '../core/harness';

const { gateway } = startFakeGateway();

const REGISTRATION_TYPES = [
  'insurance_dc',
  'insurance_rc',
  'contractor_quality_chart',
  'fiscal_bundle',
  'software_contract_quotes_invoices',
];

const documentsOf = (state: UserState): Document[] => [
  ...(state.ppAccountState?.registration.documents ?? []),
  ...(state.saAccountState?.registration.documents ?? []),
];

async function registrationDocuments(token: string, userId: string): Promise<Document[]> {
  const result = await call(`/users/${userId}/status`, { token });
  expect(result.status).toBe(200);
  return documentsOf(userStateSchema.parse(result.body));
}

describe('registration documents', () => {
  it('resolves every document of every user state to the same document, with PDF bytes', () => {
    // In process: over HTTP the ~1,000 documents of the default seed would take seconds.
    const db = gateway.db();
    let count = 0;
    for (const user of db.people.users.values()) {
      for (const listed of documentsOf(userStateView(db.people, user, db.clock.now()))) {
        const found = findAnyDocument(db, listed.id);
        expect(found && documentView(found), listed.id).toEqual(listed);
        expect(new TextDecoder('latin1').decode(documentBytes(found!).subarray(0, 5))).toBe('%PDF-');
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('serves one document of each type and status over HTTP: metadata, type and bytes', async () => {
    const token = await tokenFor(staffEmail('support'));
    const db = gateway.db();
    const samples = new Map<string, { userId: string; document: Document }>();
    for (const user of db.people.users.values()) {
      for (const document of documentsOf(userStateView(db.people, user, db.clock.now())))
        if (!samples.has(`${document.type.code} ${document.status}`))
          samples.set(`${document.type.code} ${document.status}`, { userId: user.id, document });
    }
    expect(new Set([...samples.values()].map(({ document }) => document.type.code))).toEqual(
      new Set(REGISTRATION_TYPES),
    );

    for (const { userId, document } of samples.values()) {
      expect(await registrationDocuments(token, userId)).toContainEqual(document);
      const metadata = await call(`/documents/${document.id}`, { token });
      expect(metadata.status, document.id).toBe(200);
      // GET /documents/:id adds the owner (and the project: none for a registration document).
      expect(documentSchema.parse(metadata.body)).toEqual({
        ...document,
        owner: expect.objectContaining({ id: userId }),
        project: null,
      });

      const content = await fetch(new URL(`/documents/${document.id}/content`, BASE_URL), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(content.status, document.id).toBe(200);
      expect(content.headers.get('content-type')).toBe(document.mimeType);
      const bytes = new Uint8Array(await content.arrayBuffer());
      expect(Number(content.headers.get('content-length'))).toBe(bytes.byteLength);
      expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
    }
  });

  it('follows the account: a deactivated professional’s documents still open, with their new status', async () => {
    const token = await tokenFor(staffEmail('support'));
    const professional = gateway
      .db()
      .people.users.values()
      .find((user) => user.type === 'PROFESSIONAL' && user.status === 'ACTIVE' && user.ppAccountId)!;
    await call(`/users/${professional.id}/deactivate`, { token, json: { reason: 'INACTIVE' } });

    const documents = await registrationDocuments(token, professional.id);
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents)
      expect(documentSchema.parse((await call(`/documents/${document.id}`, { token })).body)).toEqual({
        ...document,
        owner: expect.objectContaining({ id: professional.id }),
        project: null,
      });
  });

  it('is found by the global search by its id', async () => {
    const token = await tokenFor(staffEmail('support'));
    const professional = gateway
      .db()
      .people.users.values()
      .find((user) => user.type === 'PROFESSIONAL' && user.ppAccountId)!;
    const [document] = await registrationDocuments(token, professional.id);

    const hits = (await call('/search', { token, query: { value: document.id } })).body;
    expect(hits[0]).toEqual({ type: 'document', id: document.id, label: document.name });
  });

  it('answers 404 for an id that is no document', async () => {
    const token = await tokenFor(staffEmail('support'));
    const user = gateway.db().people.users.values()[0];
    expect((await call(`/documents/${user.id}`, { token })).status).toBe(404);
    expect((await call(`/documents/${user.id}/content`, { token })).status).toBe(404);
  });
});
