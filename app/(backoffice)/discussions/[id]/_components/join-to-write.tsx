'use client';

import { useState } from 'react';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { callAction } from '@/components/forms/call-action';
import { Button } from '@/components/ui/button';
import { notifyResult } from '@/components/ui/notify';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';
import { joinDiscussionAction } from '../actions';

export interface JoinToWriteProps {
  discussionId: string;
  /** The gateway took the staff member in: the answer form replaces this button, saying so. */
  onJoined: () => void;
}

/**
 * Where the answer form will be, for a staff member who is not a member yet: one click joins (the
 * server action checks the role and journals it, as every action), and the form opens at once.
 */
export function JoinToWrite({ discussionId, onJoined }: JoinToWriteProps) {
  const sessionExpired = useSessionExpiry();
  const [joining, setJoining] = useState(false);

  const join = async () => {
    setJoining(true);
    try {
      const result = await callAction(joinDiscussionAction, { id: discussionId });
      if (sessionExpired(result, { resend: () => void join() })) return;
      // A success needs no toast: it would cover the field the staff member is typing in.
      if (result.ok) onJoined();
      else void notifyResult(result);
    } finally {
      setJoining(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed border-border-strong px-4 py-3">
      <p className="text-sm text-fg-muted">{M.notMember}</p>
      <Button variant="primary" loading={joining} onClick={() => void join()}>
        {M.join}
      </Button>
    </div>
  );
}
