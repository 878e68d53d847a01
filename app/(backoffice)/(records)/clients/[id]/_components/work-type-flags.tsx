import { ShieldCheck, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export const WORK_TYPE_FLAG_LABELS = {
  insured: 'Assuré',
  initial: 'Initial',
  qualified: 'Qualifié',
} as const;

/** The insured and initial icons of a work type (SPEC §3), named for assistive technologies. */
export function WorkTypeFlags({
  insured,
  initial,
  qualified,
}: {
  insured: boolean;
  initial: boolean;
  qualified?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {insured ? (
        <ShieldCheck
          role="img"
          aria-label={WORK_TYPE_FLAG_LABELS.insured}
          className="size-4 text-success-strong"
        >
          <title>{WORK_TYPE_FLAG_LABELS.insured}</title>
        </ShieldCheck>
      ) : null}
      {initial ? (
        <Sparkles role="img" aria-label={WORK_TYPE_FLAG_LABELS.initial} className="size-4 text-info-strong">
          <title>{WORK_TYPE_FLAG_LABELS.initial}</title>
        </Sparkles>
      ) : null}
      {qualified ? <Badge tone="success">{WORK_TYPE_FLAG_LABELS.qualified}</Badge> : null}
    </span>
  );
}

/**
 * What the two icons say. SPEC §3 gives them as flags of the catalogue's types, not of the
 * professional: the legend says so, and how the professional's own insurance is recorded.
 */
export function WorkTypeFlagsLegend() {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 rounded-md bg-surface-muted px-3 py-2 text-xs text-fg-muted">
      <div className="flex items-center gap-1.5">
        <dt className="inline-flex items-center gap-1 font-medium text-fg">
          <ShieldCheck aria-hidden="true" className="size-4 text-success-strong" />
          {WORK_TYPE_FLAG_LABELS.insured}
        </dt>
        <dd>: type de travaux marqué assuré dans le catalogue</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="inline-flex items-center gap-1 font-medium text-fg">
          <Sparkles aria-hidden="true" className="size-4 text-info-strong" />
          {WORK_TYPE_FLAG_LABELS.initial}
        </dt>
        <dd>: type de travaux marqué initial dans le catalogue</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="font-medium text-fg">« Assuré pour … »</dt>
        <dd>: le professionnel est assuré pour ce type ; sa fiche l&apos;affiche « Qualifié »</dd>
      </div>
    </dl>
  );
}
