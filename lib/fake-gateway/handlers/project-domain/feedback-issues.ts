/** Feedback with replies, and issue reports (SPEC §7 "Feedback", "Issues"). */
import { issuesQuery } from '@/lib/domain/lists';
import { updateFeedbackReplyRequest, updateFeedbackRequest } from '@/lib/domain/requests';
import {
  normalizeText,
  notFound,
  paginate,
  parseJson,
  parseQuery,
  route,
  toIso,
  type RouteContext,
} from '../../core/route-kit';
import { type IssueRecord } from '../../data/project-records';
import { linked } from '../../data/project-links';
import { touched } from './common';
import { feedbackView, issueView } from './views';

/** The Paris day of a stored date-time: it carries the Paris offset, so its first ten characters. */
const parisDayOf = (at: string) => at.slice(0, 10);

function issueSearchText(ctx: RouteContext<unknown>) {
  return (issue: IssueRecord) => {
    const emitter = ctx.db.people.users.get(issue.emitterId);
    const project = ctx.db.projects.projects.get(issue.projectId);
    return [
      issue.rid,
      issue.description,
      project?.rid,
      emitter?.firstName,
      emitter?.lastName,
      emitter?.email,
    ];
  };
}

export const feedbackIssueHandlers = [
  route('GET', '/feedbacks/:id', (ctx) =>
    feedbackView(ctx.db, ctx.db.projects.feedbacks.require(ctx.params.id)),
  ),

  /** Moderation of a feedback (`action: 'UPDATE'`): status, rate and message. Answers the feedback. */
  route('PATCH', '/feedbacks/:id', async (ctx) => {
    const feedback = ctx.db.projects.feedbacks.require(ctx.params.id);
    const change = await parseJson(ctx.request, updateFeedbackRequest);
    if (change.status && change.status !== feedback.status) {
      feedback.status = change.status;
      feedback.statusDate = toIso(ctx.now);
    }
    if (change.rate !== undefined) feedback.rate = change.rate;
    if (change.message !== undefined) feedback.message = change.message;
    touched(ctx.db.projects.feedbacks);
    return feedbackView(ctx.db, feedback);
  }),

  /** Moderation of a professional's reply: status and message. Answers the whole feedback. */
  route('PATCH', '/feedbacks/:id/replies/:replyId', async (ctx) => {
    const feedback = ctx.db.projects.feedbacks.require(ctx.params.id);
    const reply = feedback.replies.find((candidate) => candidate.id === ctx.params.replyId);
    if (!reply) throw notFound('Réponse', ctx.params.replyId);
    const change = await parseJson(ctx.request, updateFeedbackReplyRequest);
    if (change.status && change.status !== reply.status) {
      reply.status = change.status;
      reply.statusDate = toIso(ctx.now);
    }
    if (change.message !== undefined) reply.message = change.message;
    touched(ctx.db.projects.feedbacks);
    return feedbackView(ctx.db, feedback);
  }),

  route('GET', '/issues', (ctx) => {
    const query = parseQuery(ctx.query, issuesQuery);
    const { issues, projects, byRid } = ctx.db.projects;
    const needle = query.q ? normalizeText(query.q) : undefined;
    const searchText = issueSearchText(ctx);
    const { type, emitterId, createdFrom: from, createdTo: to } = query;
    // `projectId` (a link's scope) and `project` (a typed RID, any case) each narrow to one
    // project's issues; given both, they must name the same project. A RID no project has: none.
    const named = new Set<string | null>();
    if (query.projectId) named.add(query.projectId);
    if (query.project) named.add(byRid.project.get(query.project.toUpperCase()) ?? null);
    const [projectId] = named;
    const project = named.size === 1 && projectId ? projects.get(projectId) : undefined;
    const source =
      named.size > 0
        ? (project ? linked(project, 'issues') : []).flatMap((id) => issues.get(id) ?? [])
        : issues;
    const filtered = Boolean(needle || type || emitterId || from || to);
    return paginate(source, query, {
      sorters: { createdAt: (issue) => issue.createdAt },
      defaultSort: 'createdAt,desc',
      filter: filtered
        ? (issue) =>
            (!type || issue.type === type) &&
            (!emitterId || issue.emitterId === emitterId) &&
            (!from || parisDayOf(issue.createdAt) >= from) &&
            (!to || parisDayOf(issue.createdAt) <= to) &&
            (!needle || issues.searchText(issue, 'issues', searchText).includes(needle))
        : undefined,
      // The text search reads emitters and projects from other tables: not cacheable with the issues.
      filterKey: needle ? undefined : JSON.stringify([type, emitterId, from, to]),
      view: (issue) => issueView(ctx.db, issue),
    });
  }),

  route('GET', '/issues/:id', (ctx) => issueView(ctx.db, ctx.db.projects.issues.require(ctx.params.id))),
];
