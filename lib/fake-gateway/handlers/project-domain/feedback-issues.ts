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
} from '../../core/context';
import { linked, type IssueRecord } from '../../data/project-records';
import { touched } from './common';
import { feedbackView, issueView } from './views';

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
    const { issues, projects } = ctx.db.projects;
    const needle = query.q ? normalizeText(query.q) : undefined;
    const searchText = issueSearchText(ctx);
    const project = query.projectId ? projects.get(query.projectId) : undefined;
    const source = query.projectId
      ? (project ? linked(project, 'issues') : []).flatMap((id) => issues.get(id) ?? [])
      : issues;
    return paginate(source, query, {
      sorters: { createdAt: (issue) => issue.createdAt },
      defaultSort: 'createdAt,desc',
      filter:
        needle || query.type || query.emitterId
          ? (issue) =>
              (!query.type || issue.type === query.type) &&
              (!query.emitterId || issue.emitterId === query.emitterId) &&
              (!needle || issues.searchText(issue, 'issues', searchText).includes(needle))
          : undefined,
      filterKey: needle ? undefined : JSON.stringify([query.type, query.emitterId]),
      view: (issue) => issueView(ctx.db, issue),
    });
  }),

  route('GET', '/issues/:id', (ctx) => issueView(ctx.db, ctx.db.projects.issues.require(ctx.params.id))),
];
