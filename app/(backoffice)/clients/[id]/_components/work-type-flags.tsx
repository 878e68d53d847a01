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
