import { z } from 'zod';

/** What `formRules`' reader uses to run each field's rule and to refuse what several fields decide. */
export interface FormChecks<I> {
  /**
   * Runs `schema` on the raw value of field `name`: the parsed value, or undefined once its first
   * message is recorded under the field.
   */
  field<O>(name: keyof I & string, schema: z.ZodType<O>): O | undefined;
  /** Records a refusal under field `name` (a rule that reads several fields). */
  refuse(name: keyof I & string, message: string): void;
}

const NOT_A_FORM = 'Formulaire invalide.';

/**
 * The schema of a form whose rules read several fields (a down payment within the bounds of the
 * amounts as typed, an invoice amount against the reference of the chosen type). Unlike an object
 * schema, whose refinements stop at the first field that fails a transform, every field's rule
 * runs whatever the others gave, so each field shows its own message at once; `read` runs the
 * cross-field rules on the fields that passed. `read` answers the parsed form; any refusal fails
 * the whole parse, with each message under its field.
 *
 * The raw input is what the form holds (strings, a FileList): the browser parses it, and the
 * server parses the same raw values again with the same schema.
 */
export function formRules<I extends object, O>(
  read: (raw: Partial<I>, checks: FormChecks<I>) => O | undefined,
) {
  return z
    .custom<I>((value) => typeof value === 'object' && value !== null, { error: NOT_A_FORM })
    .transform((raw, ctx): O => {
      const values = raw as Partial<I>;
      let refused = false;
      const refuse = (name: keyof I & string, message: string) => {
        refused = true;
        ctx.issues.push({ code: 'custom', message, path: [name], input: values[name] });
      };
      const checks: FormChecks<I> = {
        field: (name, schema) => {
          const parsed = schema.safeParse(values[name]);
          if (parsed.success) return parsed.data;
          refuse(name, parsed.error.issues[0]?.message ?? NOT_A_FORM);
          return undefined;
        },
        refuse,
      };
      const parsed = read(values, checks);
      if (refused) return z.NEVER;
      if (parsed === undefined) {
        ctx.issues.push({ code: 'custom', message: NOT_A_FORM, input: raw });
        return z.NEVER;
      }
      return parsed;
    });
}
