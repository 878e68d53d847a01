/** Every call of the project domain, composed by lib/fake-gateway/handlers/index.ts. */
import type { RouteDef } from '../../core/route';
import { constructionHandlers } from './construction';
import { documentHandlers } from './documents';
import { feedbackIssueHandlers } from './feedback-issues';
import { invoiceHandlers } from './invoices';
import { matchingHandlers } from './matching';
import { messagingHandlers } from './messaging';
import { projectHandlers } from './projects';
import { quoteHandlers } from './quotes';
import { reportHandlers } from './reports';
import { searchHandlers } from './search';

export const projectDomainHandlers: readonly RouteDef[] = [
  ...projectHandlers,
  ...matchingHandlers,
  ...messagingHandlers,
  ...quoteHandlers,
  ...invoiceHandlers,
  ...constructionHandlers,
  ...feedbackIssueHandlers,
  ...documentHandlers,
  ...searchHandlers,
  ...reportHandlers,
];
