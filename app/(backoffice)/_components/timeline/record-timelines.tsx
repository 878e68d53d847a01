import 'server-only';
import { pathFor } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import type { Session } from '@/lib/auth/session';
import type { Project, User } from '@/lib/domain/schemas';
import { loadProjectTimeline, loadUserTimeline, type TimelineReader } from '@/lib/timeline/load';
import { entriesNeeded, parseTimelineQuery } from '@/lib/timeline/merge';
import { TimelineTab } from './timeline-tab';

type SearchParams = Record<string, string | string[] | undefined>;

function readerOf(session: Session, search: SearchParams) {
  const query = parseTimelineQuery(search);
  const reader: TimelineReader = {
    token: session.token,
    roles: session.user.roles,
    now: new Date(),
    needed: entriesNeeded(query),
  };
  return { query, reader };
}

/** The user view's "Chronologie" tab; an expired session still leads to the sign-in (readOrExpire). */
export async function UserTimeline({
  user,
  session,
  search,
}: {
  user: User;
  session: Session;
  search: SearchParams;
}) {
  const { query, reader } = readerOf(session, search);
  const sources = await readOrExpire(() => loadUserTimeline(reader, user));
  return (
    <TimelineTab
      sources={sources}
      query={query}
      now={reader.now}
      basePath={pathFor('userView', { id: user.id })}
    />
  );
}

/** The project view's "Chronologie" tab. */
export async function ProjectTimeline({
  project,
  session,
  search,
}: {
  project: Project;
  session: Session;
  search: SearchParams;
}) {
  const { query, reader } = readerOf(session, search);
  const sources = await readOrExpire(() => loadProjectTimeline(reader, project));
  return (
    <TimelineTab
      sources={sources}
      query={query}
      now={reader.now}
      basePath={pathFor('projectView', { id: project.id })}
    />
  );
}
