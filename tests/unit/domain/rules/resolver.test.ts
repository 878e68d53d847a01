import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amount,
  depositPercentage,
  file,
  optionalProjectRid,
  searchTerm,
  worksDates,
} from '@/lib/domain/rules';

// The rules run in react-hook-form through zodResolver: each field gets the message of its rule.
async function resolve<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  values: z.input<S>,
) {
  const resolver = zodResolver(schema);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return { values: result.values, errors };
}

describe('rules under react-hook-form', () => {
  const signedQuote = z.object({
    amountHT: amount('montant HT'),
    amountTTC: amount('montant TTC'),
    projectRid: optionalProjectRid,
    file,
  });

  it('shows one French message per field', async () => {
    const { errors } = await resolve(signedQuote, {
      amountHT: '',
      amountTTC: '0',
      projectRid: 'p1',
      file: null,
    });
    expect(errors).toEqual({
      amountHT: 'Merci de renseigner le montant HT.',
      amountTTC: 'Le montant indiqué doit être supérieur à zéro.',
      projectRid: 'Merci de renseigner un RID valide.',
      file: 'Merci de sélectionner un fichier.',
    });
  });

  it('hands the parsed values to the submit handler', async () => {
    const chosen = { type: 'application/pdf', size: 10 };
    const { values, errors } = await resolve(signedQuote, {
      amountHT: '1 000,50',
      amountTTC: 1200.6,
      projectRid: '',
      file: chosen,
    });
    expect(errors).toEqual({});
    expect(values).toEqual({ amountHT: 1000.5, amountTTC: 1200.6, projectRid: undefined, file: chosen });
  });

  it('puts the works-dates message under the end date', async () => {
    const { errors } = await resolve(worksDates, { startDate: '2020-03-10', endDate: '2020-03-01' });
    expect(errors).toEqual({ endDate: 'La date de fin doit être ultérieure à la date de début.' });
  });

  it('checks the deposit against the amounts of the quote', async () => {
    const form = z.object({ percentage: depositPercentage({ amountExclTax: 30000, amountInclTax: 36000 }) });
    expect((await resolve(form, { percentage: '55' })).errors).toEqual({
      percentage: "Le pourcentage de l'acompte doit être inférieur ou égal à 50%.",
    });
    expect((await resolve(form, { percentage: '10' })).values).toEqual({ percentage: 10 });
  });

  it('validates the header search box', async () => {
    const form = z.object({ search: searchTerm });
    expect((await resolve(form, { search: ' abc ' })).errors).toEqual({
      search: 'Merci de saisir un terme de recherche valide.',
    });
  });
});
