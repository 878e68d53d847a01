import { EnumBadge, type BadgeCatalogue } from '@/components/ui/badge';

export interface ExplainedStatusProps<V extends string> {
  /** An enum catalogue of lib/domain/enums whose entries carry a `hint`. */
  catalogue: BadgeCatalogue<V> & { hint(value: V): string };
  value: V | null | undefined;
}

/** A status badge followed by what the status means, for record pages that explain their statuses. */
export function ExplainedStatus<V extends string>({ catalogue, value }: ExplainedStatusProps<V>) {
  const hint = value ? catalogue.hint(value) : '';
  return (
    <span className="flex flex-col items-start gap-1">
      <EnumBadge catalogue={catalogue} value={value} />
      {hint ? <span className="text-xs text-fg-muted">{hint}</span> : null}
    </span>
  );
}
