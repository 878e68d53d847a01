import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  AUTHENTICATION_FAILED_MESSAGE,
  CRASH_SCREEN,
  DEFAULT_ERROR_MESSAGE,
  ERROR_MESSAGES,
  LOG_LABELS,
  LOGIN_REFUSED_MESSAGE,
  PASSWORD_TOKEN_EXPIRED_MESSAGE,
  REFRESH_FAILED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  businessCode,
  businessErrorMessage,
  isBusinessCode,
  noSearchResult,
} from '@/lib/domain/errors';

describe('SPEC §8 messages, word for word', () => {
  it('authentication and session', () => {
    expect(ERROR_MESSAGES).toEqual({
      AUTHENTICATION_FAILED: "Echec lors de l'authentification.",
      SESSION_EXPIRED: 'Votre session a expiré, merci de vous reconnecter.',
      ACCOUNT_NOT_ACTIVATED:
        "Votre compte n'a pas été activé. Veuillez relancer la procédure en cliquant sur mot de passe oublié.",
      LOGIN_FAILED: 'Login ou mot de passe incorrect.',
      PASSWORD_TOKEN_EXPIRED: 'Le token de création de mot de passe a expiré.',
      REFRESH_FAILED: 'Votre session a expirée.',
      GENERIC: 'Une erreur est survenue.',
    });
  });

  it('the named constants the gateway client reads are the same texts', () => {
    expect(AUTHENTICATION_FAILED_MESSAGE).toBe("Echec lors de l'authentification.");
    expect(SESSION_EXPIRED_MESSAGE).toBe('Votre session a expiré, merci de vous reconnecter.');
    expect(ACCOUNT_NOT_ACTIVATED_MESSAGE).toBe(ERROR_MESSAGES.ACCOUNT_NOT_ACTIVATED);
    expect(LOGIN_REFUSED_MESSAGE).toBe('Login ou mot de passe incorrect.');
    expect(PASSWORD_TOKEN_EXPIRED_MESSAGE).toBe('Le token de création de mot de passe a expiré.');
    expect(REFRESH_FAILED_MESSAGE).toBe('Votre session a expirée.');
    expect(DEFAULT_ERROR_MESSAGE).toBe('Une erreur est survenue.');
  });

  it('search without hit names the searched value', () => {
    expect(noSearchResult('P1234')).toBe('Pas de résultats pour la recherche de : P1234.');
  });

  it('crash screen and error reports', () => {
    expect(CRASH_SCREEN).toEqual({
      title: 'Une erreur est survenue !',
      text: "Retournez à l'accueil en cliquant sur le bouton ci-dessous.",
      button: "Retour à l'accueil",
    });
    expect(LOG_LABELS.NOT_FOUND).toBe('Not found error');
    expect(LOG_LABELS.RUNTIME).toBe('Browser runtime error');
    expect(LOG_LABELS.PARSE).toBe('Error parsing data');
  });
});

describe('business error codes', () => {
  it('recognise exactly the known codes', () => {
    for (const code of businessCode.values) expect(isBusinessCode(code)).toBe(true);
    for (const other of ['UNKNOWN_CODE', 'default', '', 42, null, undefined])
      expect(isBusinessCode(other)).toBe(false);
  });

  it('each has its own French sentence', () => {
    const messages = businessCode.values.map(businessErrorMessage);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toMatch(/^[A-ZÀ-Ý][^]*\.$/);
  });

  it('say what the gateway meant', () => {
    expect(businessErrorMessage('DEFAULT')).toBe(
      'Une erreur est survenue lors du chargement de la page, merci de réessayer.',
    );
    expect(businessErrorMessage('FORBIDDEN')).toBe("Vous n'êtes pas autorisé à effectuer cette action.");
    expect(businessErrorMessage('USERNAME_ALREADY_IN_USE')).toBe('Cette adresse email est déjà utilisée.');
    expect(businessErrorMessage('UNMATCHING_PASSWORD')).toBe("Le mot de passe n'est pas reconnu.");
    expect(businessErrorMessage('QUOTE_WITH_BILLING_PAID_INVOICES')).toBe(
      "Au moins une option est active, merci de la résilier avant d'annuler la signature du devis.",
    );
  });
});
