import type { BadgeTone } from '@/components/ui/badge';
import type { ItemState, JobState } from '@/lib/jobs/types';

export const JOB_STATE_TONES: Record<JobState, BadgeTone> = {
  queued: 'neutral',
  running: 'info',
  waiting: 'warning',
  done: 'success',
  failed: 'danger',
  stopped: 'neutral',
};

export const ITEM_STATE_TONES: Record<ItemState, BadgeTone> = {
  pending: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  skipped: 'neutral',
};
