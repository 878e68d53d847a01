import { Field, Input } from '@/components/ui/field';
import { buttonClasses } from '@/components/ui/button';
import { ROUTES } from '@/lib/access';
import type { PeriodInput } from '@/lib/sales-report/period';

/**
 * A plain GET form: the period goes into the URL, so a link or a bookmark reproduces the report,
 * and choosing one needs no script. The server checks it (SPEC §5 date messages).
 */
export function PeriodForm({ input }: { input: PeriodInput }) {
  return (
    <form
      method="get"
      action={ROUTES.salesReport.pattern}
      aria-label="Période du rapport"
      className="flex flex-wrap items-start gap-3"
    >
      <Field label="Date de début" error={input.errors.from} required>
        <Input type="date" name="from" defaultValue={input.values.from} className="w-44" />
      </Field>
      <Field label="Date de fin" error={input.errors.to} required>
        <Input type="date" name="to" defaultValue={input.values.to} className="w-44" />
      </Field>
      <button type="submit" className={buttonClasses({ className: 'mt-6.5' })}>
        Afficher
      </button>
    </form>
  );
}
