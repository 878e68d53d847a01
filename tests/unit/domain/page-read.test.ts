import { describe, expect, it } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import {
  PAGE_READ_TEXTS,
  pageReadDigest,
  pageReadMessage,
  parsePageReadDigest,
} from '@/lib/domain/page-read';

describe('page-read digest', () => {
  it('round-trips a failure', () => {
    const failure = { code: 'EMPTY_DOCUMENT', requestId: 'a1b2-c3' };
    expect(parsePageReadDigest(pageReadDigest(failure))).toEqual(failure);
  });

  it('never carries markup or separators from the gateway', () => {
    const digest = pageReadDigest({ code: '<script>', requestId: 'x;y' });
    expect(parsePageReadDigest(digest)).toEqual({ code: 'DEFAULT', requestId: 'inconnu' });
  });

  it('is null for a rendering crash', () => {
    expect(parsePageReadDigest('1234567')).toBeNull();
    expect(parsePageReadDigest(undefined)).toBeNull();
    expect(parsePageReadDigest('PAGE_READ;DEFAULT')).toBeNull();
  });
});

describe('page-read message', () => {
  it('is the known code’s own message, DEFAULT’s otherwise', () => {
    expect(pageReadMessage('FORBIDDEN')).toBe("Vous n'êtes pas autorisé à effectuer cette action.");
    expect(pageReadMessage('DEFAULT')).toBe(
      'Une erreur est survenue lors du chargement de la page, merci de réessayer.',
    );
    expect(pageReadMessage('NOT_A_CODE')).toBe(businessErrorMessage('DEFAULT'));
    expect(pageReadMessage('TIMEOUT')).toBe(PAGE_READ_TEXTS.timeout);
  });
});
