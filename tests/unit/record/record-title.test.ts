import { describe, expect, it } from 'vitest';
import { recordTitle } from '@/lib/access/record-title';

describe('a record page title', () => {
  it('names the record and its RID before the screen', () => {
    expect(recordTitle('userView', ' Noémie Noël ', 'CQ0HU').title).toEqual({
      absolute: 'Noémie Noël (CQ0HU) · Fiche client',
    });
  });

  it('falls back on the RID, then on the screen, when the gateway sends no text or another type', () => {
    expect(recordTitle('userView', 12345, 'CQ0HU').title).toEqual({ absolute: 'CQ0HU · Fiche client' });
    expect(recordTitle('userView', null, 12345).title).toEqual({ absolute: 'Fiche client' });
  });
});
