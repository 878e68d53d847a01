import { describe, expect, it } from 'vitest';
import { documentIdOfContentPath, documentViewerHref } from '@/lib/documents/link';

describe('the viewer link of a document', () => {
  it('reads the id of a gateway content path, relative or absolute', () => {
    expect(documentIdOfContentPath('/documents/d-1/content')).toBe('d-1');
    expect(documentIdOfContentPath('https://gateway.example/api/documents/d%201/content?x=1')).toBe('d 1');
    expect(documentIdOfContentPath('/documents/d-1/content/')).toBe('d-1');
  });

  it('ignores anything that is not a content path', () => {
    for (const path of [
      null,
      undefined,
      '',
      '/documents/d-1',
      '/documents//content',
      'javascript:alert(1)',
      '/documents/%E0/content',
      '/documents/a%2Fb/content',
    ]) {
      expect(documentIdOfContentPath(path), String(path)).toBeNull();
    }
  });

  it('prefers the document the record names, else its content path, never the path itself', () => {
    expect(documentViewerHref({ document: { id: 'd-1' }, documentUrl: '/documents/d-2/content' })).toBe(
      '/documents/d-1/view',
    );
    expect(documentViewerHref({ document: null, documentUrl: '/documents/d-2/content' })).toBe(
      '/documents/d-2/view',
    );
    expect(documentViewerHref({ documentUrl: 'https://elsewhere.example/file.pdf' })).toBeNull();
    expect(documentViewerHref({})).toBeNull();
  });
});
