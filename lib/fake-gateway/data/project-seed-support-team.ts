/**
 * The support team's shared inbox: the second SUPPORT agent (people-seed-staff.ts) is a member of
 * every discussion of support@ and of no other, so two agents taking the next unread discussion
 * of one queue see the same list. Run after every discussion is seeded; the agent is added last
 * and writes none of the drawn messages, so support@'s threads read as they did without it.
 */
import type { PeopleData } from './people-records';
import { SECOND_SUPPORT_AGENT } from './people-seed-staff';
import type { DiscussionRecord } from './project-records';

export function shareSupportInbox(
  discussions: readonly DiscussionRecord[],
  people: PeopleData,
  domain: string,
): void {
  const supportId = people.emailIndex.get(`support@${domain}`);
  const agentId = people.emailIndex.get(`${SECOND_SUPPORT_AGENT.local}@${domain}`);
  if (!supportId || !agentId) return;
  for (const discussion of discussions) {
    const others = discussion.memberIds.filter((id) => id !== agentId);
    if (!others.includes(supportId)) {
      discussion.memberIds = others;
      continue;
    }
    discussion.memberIds = [...others, agentId];
    discussion.silentMemberIds = [agentId];
  }
}
