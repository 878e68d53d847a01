import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, passwordFormSchema } from '@/lib/domain/rules/sign-in';
import { forgotPasswordSchema } from '@/app/(public)/reinitialisation-mot-de-passe/schema';
import { changePasswordSchema, changePhoneSchema } from '@/app/(backoffice)/compte/schema';
import { createStaffSchema } from '@/app/(backoffice)/creation-utilisateur/schema';
import { globalSearchSchema } from '@/components/shell/search-schema';

/*
 * SPEC §5, word for word, as the screens that exist show them: each case runs the very schema a
 * form validates with (browser and server action alike) and reads the message of one field. The
 * texts are typed out here, never imported, so a rewording in the rules or a screen that swaps a
 * rule for its own fails. The rules themselves are covered case by case in tests/unit/domain/rules.
 */

const DOMAIN = 'groupe.example';

/** The first message the schema gives for `field` when only that field of `values` is wrong. */
function fieldMessage(schema: z.ZodType, values: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const staff = {
  firstName: 'Éloïse',
  lastName: "D'Artagnan-Le Gall",
  email: 'eloise@groupe.example',
  phone: '06 12 34 56 78',
  sgid: 'A1234567',
  roles: ['SUPPORT'],
};

describe('staff creation form (/creation-utilisateur)', () => {
  const schema = createStaffSchema(DOMAIN);

  it('accepts a complete staff member, so each case below fails on its own field', () => {
    expect(schema.safeParse(staff).success).toBe(true);
  });

  it.each([
    ['firstName', '', 'Merci de renseigner votre prénom.'],
    ['firstName', 'É', 'Merci de renseigner un prénom valide.'],
    ['firstName', 'Jean--Éric', 'Merci de renseigner un prénom valide.'],
    ['firstName', 'A'.repeat(41), 'Votre prénom est trop long.'],
    ['lastName', '   ', 'Merci de renseigner votre nom.'],
    ['lastName', 'Martin2', 'Merci de renseigner un nom valide.'],
    ['lastName', 'B'.repeat(41), 'Votre nom est trop long.'],
    ['email', '', 'Merci de renseigner votre email.'],
    ['email', 'eloise@gmail.com', 'Merci de renseigner un email groupe.example valide.'],
    ['email', 'eloise@ext.groupe.example.evil.com', 'Merci de renseigner un email groupe.example valide.'],
    ['phone', '', 'Merci de renseigner votre numéro de téléphone mobile.'],
    ['phone', '05 12 34 56 78', 'Merci de renseigner un numéro de téléphone mobile valide.'],
    ['phone', '+330612345678', 'Merci de renseigner un numéro de téléphone mobile valide.'],
    ['sgid', '', 'Merci de renseigner votre SGID.'],
    ['sgid', 'a1234567', 'Merci de renseigner un SGID valide.'],
    ['sgid', 'A123456', 'Merci de renseigner un SGID valide.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(fieldMessage(schema, { ...staff, [field]: value }, field)).toBe(message);
  });
});

describe('login and forgotten-password forms (/connexion, /reinitialisation-mot-de-passe)', () => {
  it('the login form asks for the group e-mail and the password', () => {
    const login = loginSchema(DOMAIN);
    const valid = { email: 'support@ext.groupe.example', password: 'x' };
    expect(login.safeParse(valid).success).toBe(true);
    expect(fieldMessage(login, { ...valid, email: ' ' }, 'email')).toBe('Merci de renseigner votre email.');
    expect(fieldMessage(login, { ...valid, email: 'support@autre.example' }, 'email')).toBe(
      'Merci de renseigner un email groupe.example valide.',
    );
    expect(fieldMessage(login, { ...valid, password: '' }, 'password')).toBe(
      'Merci de renseigner votre mot de passe.',
    );
  });

  it('the forgotten-password form asks for the group e-mail', () => {
    const forgot = forgotPasswordSchema(DOMAIN);
    expect(fieldMessage(forgot, { email: '' }, 'email')).toBe('Merci de renseigner votre email.');
    expect(fieldMessage(forgot, { email: 'pas-un-email' }, 'email')).toBe(
      'Merci de renseigner un email groupe.example valide.',
    );
  });
});

/** The password strength messages, in the order SPEC §5 lists them; one requirement unmet each. */
const PASSWORD_CASES = [
  ['', 'Merci de renseigner votre mot de passe.'],
  ['Abcdef1', 'Mot de passe trop court.'],
  ['Abcdefgh', 'Il manque un numéro.'],
  ['ABCDEFG1', 'Il manque une minuscule.'],
  ['abcdefg1', 'Il manque une majuscule.'],
] as const;

describe('new password forms (password links and /compte)', () => {
  const forms = {
    'password link': { schema: passwordFormSchema({ codeRequired: false }), other: {} },
    'account page': { schema: changePasswordSchema, other: { oldPassword: 'Ancien2019' } },
  };

  describe.each(Object.entries(forms))('%s', (_name, { schema, other }) => {
    it('accepts a strong password typed twice', () => {
      expect(
        schema.safeParse({ ...other, password: 'Chantier2024', passwordConfirmation: 'Chantier2024' })
          .success,
      ).toBe(true);
    });

    it.each(PASSWORD_CASES)('%j → %s', (value, message) => {
      expect(
        fieldMessage(schema, { ...other, password: value, passwordConfirmation: value }, 'password'),
      ).toBe(message);
    });
  });

  it('the account page asks for the current password with the same required text', () => {
    expect(
      fieldMessage(
        changePasswordSchema,
        { oldPassword: '', password: 'Chantier2024', passwordConfirmation: 'Chantier2024' },
        'oldPassword',
      ),
    ).toBe('Merci de renseigner votre mot de passe.');
  });
});

describe('phone form (/compte)', () => {
  it.each([
    ['', 'Merci de renseigner votre numéro de téléphone mobile.'],
    ['06.12.34.56.78', 'Merci de renseigner un numéro de téléphone mobile valide.'],
    ['0033 8 12 34 56 78', 'Merci de renseigner un numéro de téléphone mobile valide.'],
  ])('%j → %s', (value, message) => {
    expect(fieldMessage(changePhoneSchema, { phone: value }, 'phone')).toBe(message);
  });

  it('accepts 06, 07, +33 and 0033 mobiles', () => {
    for (const phone of ['0612345678', '07 12 34 56 78', '+33712345678', '0033612345678'])
      expect(changePhoneSchema.safeParse({ phone }).success).toBe(true);
  });
});

describe('header search (shell)', () => {
  it.each([
    ['', 'Merci de saisir un terme de recherche.'],
    ['     ', 'Merci de saisir un terme de recherche.'],
    [' P12A ', 'Merci de saisir un terme de recherche valide.'],
    ['x'.repeat(10_000), 'Merci de saisir un terme de recherche valide.'],
  ])('%j → %s', (value, message) => {
    expect(fieldMessage(globalSearchSchema, { search: value }, 'search')).toBe(message);
  });

  it('accepts five characters once trimmed', () => {
    expect(globalSearchSchema.parse({ search: '  P12AB ' })).toEqual({ search: 'P12AB' });
  });
});
