import { describe, expect, it } from 'vitest';
import { contentDisposition, filenameFromContentDisposition } from '@/lib/content-disposition';
import {
  documentContentHref,
  documentDisplay,
  isDocumentContentPath,
  servedContentType,
} from '@/lib/documents/content';
import { securityHeaders } from '@/lib/security-headers';

describe('which documents show inline', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['Application/PDF; name=x.pdf', 'pdf'],
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['image/webp', 'image'],
    ['image/svg+xml', 'download'],
    ['text/html', 'download'],
    ['text/csv', 'download'],
    ['', 'download'],
  ])('%s → %s', (type, display) => {
    expect(documentDisplay(type)).toBe(display);
  });

  it('serves only the inline types under their own name, anything else as bytes', () => {
    expect(servedContentType('image/PNG')).toBe('image/png');
    expect(servedContentType('text/html; charset=utf-8')).toBe('application/octet-stream');
    expect(servedContentType(null)).toBe('application/octet-stream');
  });
});

describe('the bytes route', () => {
  it('is the one path the proxy lets the app frame', () => {
    expect(documentContentHref('a b')).toBe('/api/documents/a%20b/content');
    expect(documentContentHref('d1', { download: true })).toBe('/api/documents/d1/content?download=1');
    expect(isDocumentContentPath('/api/documents/d1/content')).toBe(true);
    expect(isDocumentContentPath('/documents/d1/view')).toBe(false);
    expect(isDocumentContentPath('/api/documents/d1/content/x')).toBe(false);

    const framed = securityHeaders('n', { development: false, production: true, embeddable: true });
    expect(framed['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(framed['Content-Security-Policy']).not.toContain('script-src');
    expect(framed['X-Frame-Options']).toBe('SAMEORIGIN');
    const page = securityHeaders('n', { development: false, production: true });
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['X-Frame-Options']).toBe('DENY');
  });
});

describe('Content-Disposition', () => {
  it('writes an ASCII fallback and the exact UTF-8 name (RFC 6266)', () => {
    expect(contentDisposition('inline', 'Façade été.png')).toBe(
      `inline; filename="Facade ete.png"; filename*=UTF-8''Fa%C3%A7ade%20%C3%A9t%C3%A9.png`,
    );
  });

  it('cannot be broken out of by the name', () => {
    const header = contentDisposition('attachment', 'a";\r\nSet-Cookie: x=1 \\..\\/evil(1)*.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_;Set-Cookie: x=1 _..__evil(1)*.pdf"; filename*=UTF-8''a%22%3BSet-Cookie%3A%20x%3D1%20%5C..%5C%2Fevil%281%29%2A.pdf`,
    );
    expect(contentDisposition('inline', '   ')).toBe(
      `inline; filename="document"; filename*=UTF-8''document`,
    );
  });

  it('reads back the name it wrote, and falls back when there is none', () => {
    expect(filenameFromContentDisposition(contentDisposition('inline', 'Plan été.pdf'), 'x')).toBe(
      'Plan été.pdf',
    );
    expect(filenameFromContentDisposition('inline', 'document')).toBe('document');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
  });
});
