/*
 * The index of every French text the app shows, so one search finds any wording: the vocabulary's
 * own modules here in lib/domain, and each feature's `lib/<feature>/messages.ts`, which sits beside
 * the rules that use it. Screens import the module they need directly, so a page's bundle carries
 * its own texts only; tests/unit/domain/messages.test.ts keeps this list whole.
 */
export * from './error-messages';
export * from './error-texts';
export * from './export-texts';
export * from './invoice-list-texts';
export * from './public-texts';
export * from './reauth-texts';
export * from './rules/date-messages';
export * from './rules/deposit-messages';
export * from './rules/identifier-messages';
export * from './shell-texts';
export * from './view-bar-texts';
export * from '@/lib/approvals/messages';
export * from '@/lib/bulk-kinds/messages';
export * from '@/lib/changes/messages';
export * from '@/lib/contracts/messages';
export * from '@/lib/discussions/messages';
export * from '@/lib/documents/messages';
export * from '@/lib/exports/messages';
export * from '@/lib/feedback/messages';
export * from '@/lib/invoices/messages';
export * from '@/lib/matches/messages';
export * from '@/lib/palette/messages';
export * from '@/lib/presence/messages';
export * from '@/lib/projects/messages';
export * from '@/lib/relationships/messages';
export * from '@/lib/timeline/messages';
export * from '@/lib/users/messages';
export * from '@/lib/queues/messages';
export * from '@/lib/selection/messages';
export * from '@/lib/jobs/messages';
export * from '@/lib/views/messages';
export * from '@/lib/journal/messages';
