import { pathFor } from '@/lib/access';
import { parseOrRefuse } from '@/lib/auth/run-action';
import { uploadRoute } from '@/lib/auth/upload-route';
import { getProject } from '@/lib/gateway/projects';
import { createSignedQuote } from '@/lib/gateway/quotes';
import { SIGNED_QUOTE_MESSAGES as M } from '@/lib/projects/messages';
import { signedQuoteContext, signedQuoteForm } from '@/lib/quotes/schema';

export const dynamic = 'force-dynamic';

/**
 * POST multipart, the signed quote form of the contract tab (`createSignedQuote`): parsed with
 * the browser's rules, then again once the project is read (its professionals and contractor),
 * then sent on to POST /quotes/signed. The answer opens the new quote's view.
 */
export const POST = uploadRoute(({ id }) => ({
  action: 'createSignedQuote',
  journalAction: 'createSignedQuote',
  schema: signedQuoteForm(null),
  failure: M.createFailed,
  run: async ({ token }, _input, raw) => {
    const project = await getProject(token, id);
    const { file, ...quote } = parseOrRefuse(signedQuoteForm(signedQuoteContext(project)), raw);
    const created = await createSignedQuote(token, { file, quote: { projectId: project.id, ...quote } });
    return { id: created.id, type: created.type };
  },
  success: ({ type }) => M.created(type),
  redirectTo: ({ id: quoteId }) => pathFor('quoteView', { id: quoteId }),
  details: (_input, created) => (created ? `Devis ${created.id}` : null),
}));
