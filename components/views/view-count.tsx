import { VIEW_MESSAGES as M } from '@/lib/views/messages';

const COUNT_FORMAT = new Intl.NumberFormat('fr-FR');

/** A view's live count, or "—" when the gateway did not give it. */
export function ViewCount({ count }: { count: number | null }) {
  return (
    <span
      className="inline-flex min-w-8 justify-center rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-fg tabular-nums"
      title={M.countLabel(count)}
      data-testid="view-count"
    >
      {count === null ? M.countUnknown : COUNT_FORMAT.format(count)}
      <span className="sr-only"> ({M.countLabel(count)})</span>
    </span>
  );
}
