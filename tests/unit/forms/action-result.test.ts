import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INVALID_FORM_MESSAGE, invalidForm } from '@/lib/action-result';

/* How a server action answers an input its schema refused. */

describe('invalidForm', () => {
  it('puts the first message of each field under it, with the generic toast', () => {
    const schema = z.object({ a: z.string().min(2, 'court').max(1, 'long'), b: z.number('nombre') });
    const result = invalidForm(schema.safeParse({ a: 'x', b: 'y' }).error!);
    expect(result).toEqual({
      ok: false,
      message: INVALID_FORM_MESSAGE,
      fieldErrors: { a: 'court', b: 'nombre' },
    });
  });

  it.each([[[]], [['root']]])('makes a form-wide refusal (path %j) the message itself', (path) => {
    const schema = z
      .object({})
      .superRefine((_, ctx) => ctx.addIssue({ code: 'custom', message: 'Rien à faire.', path }));
    expect(invalidForm(schema.safeParse({}).error!)).toEqual({
      ok: false,
      message: 'Rien à faire.',
      fieldErrors: { form: 'Rien à faire.' },
    });
  });

  it('keeps the generic toast when fields are wrong too', () => {
    const error = new z.ZodError([
      { code: 'custom', message: 'Rien à faire.', path: [], input: {} },
      { code: 'custom', message: 'texte', path: ['a'], input: 1 },
    ]);
    expect(invalidForm(error)).toEqual({
      ok: false,
      message: INVALID_FORM_MESSAGE,
      fieldErrors: { form: 'Rien à faire.', a: 'texte' },
    });
  });
});
