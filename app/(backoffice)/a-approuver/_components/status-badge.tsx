import { Badge } from '@/components/ui/badge';
import { APPROVAL_STATUS_LABELS } from '@/lib/approvals/messages';
import type { ApprovalStatus } from '@/lib/approvals/types';

const TONES = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'neutral',
  failed: 'danger',
  canceled: 'neutral',
} as const;

/** A request's status as a badge. */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={TONES[status]}>{APPROVAL_STATUS_LABELS[status]}</Badge>;
}
