/** Shared lookups for the project-domain tests: showcase records and small multipart builders. */
import type { FakeGateway } from '@/lib/fake-gateway';
import { type ProjectRecord } from '@/lib/fake-gateway/data/project-records';
import { linked } from '@/lib/fake-gateway/data/project-links';
import { buildPdf, buildPng } from '@/lib/fake-gateway/data/project-files';
import { staffEmail, tokenFor } from '../core/harness';

export const supportToken = () => tokenFor(staffEmail('support'));

export function showcase(gateway: FakeGateway, name: string): ProjectRecord {
  const data = gateway.db().projects;
  const id = data.showcase[name];
  if (!id) throw new Error(`no showcase project ${name}`);
  return data.projects.require(id);
}

export function recordsOf<T>(ids: readonly string[], get: (id: string) => T | undefined): T[] {
  return ids.flatMap((id) => {
    const record = get(id);
    return record ? [record] : [];
  });
}

export function quotesOf(gateway: FakeGateway, project: ProjectRecord) {
  const data = gateway.db().projects;
  return recordsOf(linked(project, 'quotes'), (id) => data.quotes.get(id));
}

export function relationshipsOf(gateway: FakeGateway, project: ProjectRecord) {
  const data = gateway.db().projects;
  return recordsOf(linked(project, 'relationships'), (id) => data.relationships.get(id));
}

export function matchesOf(gateway: FakeGateway, project: ProjectRecord) {
  const data = gateway.db().projects;
  return recordsOf(linked(project, 'matches'), (id) => data.matches.get(id));
}

export function pdfFile(name = 'document.pdf'): File {
  return new File([buildPdf('Test', ['Une ligne'])], name, { type: 'application/pdf' });
}

export function pngFile(name = 'photo.png'): File {
  return new File([buildPng(42)], name, { type: 'image/png' });
}

/** A multipart body with files and JSON parts (sent as JSON blobs, the way the client does). */
export function multipart(
  files: Record<string, File | File[]>,
  parts: Record<string, unknown> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : [value]) form.append(name, file);
  }
  for (const [name, value] of Object.entries(parts)) {
    form.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }));
  }
  return form;
}
