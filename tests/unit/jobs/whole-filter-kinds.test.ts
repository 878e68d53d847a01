import { describe, expect, it } from 'vitest';
import { BULK_KINDS, WHOLE_FILTER_KINDS } from '@/lib/jobs/bulk-input';
import { BULK_KIND } from '@/lib/jobs/kinds';

describe('the kinds whose lists offer "all N of the filter"', () => {
  it('are exactly those whose job re-reads a list, so the banner never offers what the job refuses', () => {
    expect([...WHOLE_FILTER_KINDS].sort()).toEqual(BULK_KINDS.filter((kind) => BULK_KIND[kind].list).sort());
  });
});
