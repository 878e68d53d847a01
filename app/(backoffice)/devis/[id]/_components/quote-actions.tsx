import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import { canRunAction } from '@/lib/access';
import { versionToken } from '@/lib/changes/version';
import { quoteRefusalReason, quoteTypeWithArticle } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { Quote } from '@/lib/domain/schemas';
import { QUOTE_MESSAGES as M } from '@/lib/contracts/messages';
import { downPaymentChoices, QUOTE_REASONS_NEEDING_COMMENT, quoteBlockers } from '@/lib/contracts/rules';
import { cancelQuoteAction, signQuoteAction, unsignQuoteAction, updateDownPaymentAction } from '../actions';

export interface QuoteActionsProps {
  quote: Quote;
  roles: readonly Role[];
  /** Today in Paris (yyyy-MM-dd): the signature date offered. */
  today: string;
}

/** Sign, unsign, cancel and change the down payment, for the roles of `editQuote`. */
export function QuoteActions({ quote, roles, today }: QuoteActionsProps) {
  const allowed = canRunAction(roles, 'editQuote');
  if (!allowed) return null;
  const { type } = quote;
  const blockers = quoteBlockers(quote);
  const payload = { id: quote.id, type, version: versionToken('quote', quote) };
  const choices = downPaymentChoices(quote.amount);
  const current = String(quote.downPayment?.percentage ?? '');
  return (
    <ActionBar
      label={`Actions sur ${quoteTypeWithArticle(type)}`}
      className="mb-6"
      actions={[
        buttonAction('signQuote', {
          label: M.signLabel,
          allowed,
          disabledReason: blockers.sign,
          action: signQuoteAction,
          payload,
          fields: [
            {
              kind: 'date',
              name: 'signedAt',
              label: M.signedAtLabel,
              defaultValue: today,
              requiredMessage: M.signedAtRequired,
            },
          ],
          confirm: {
            title: M.signTitle(type),
            description: M.signDescription(type),
            confirmLabel: M.signLabel,
          },
        }),
        buttonAction('unsignQuote', {
          label: M.unsignLabel,
          allowed,
          disabledReason: blockers.unsign,
          action: unsignQuoteAction,
          payload,
          confirm: {
            title: M.unsignTitle(type),
            description: M.unsignDescription(type),
            confirmLabel: M.confirm,
            tone: 'danger',
          },
        }),
        buttonAction('cancelQuote', {
          label: M.cancelLabel(type),
          allowed,
          disabledReason: blockers.cancel,
          action: cancelQuoteAction,
          payload,
          fields: [
            {
              kind: 'choices',
              name: 'reasons',
              label: M.reasonsLabel,
              options: quoteRefusalReason.options,
              requiredMessage: M.reasonsRequired,
            },
            {
              kind: 'textarea',
              name: 'comment',
              label: M.commentLabel,
              hint: M.commentHint,
              maxLength: 2000,
              requiredWhen: { name: 'reasons', values: QUOTE_REASONS_NEEDING_COMMENT },
              requiredMessage: M.commentRequired,
            },
          ],
          confirm: {
            title: M.cancelTitle(type),
            description: M.cancelDescription(type),
            confirmLabel: M.confirm,
            tone: 'danger',
          },
        }),
        buttonAction('updateDownPayment', {
          label: M.downPaymentLabel,
          allowed,
          disabledReason: blockers.downPayment,
          action: updateDownPaymentAction,
          payload,
          fields: [
            {
              kind: 'select',
              name: 'percentage',
              label: M.percentageLabel,
              hint: M.percentageHint(choices.bounds.min, choices.bounds.max),
              options: choices.options,
              // Opens on the quote's current percentage, so the dialog shows where it stands.
              defaultValue: choices.options.some((option) => option.value === current) ? current : '',
              requiredMessage: M.percentageRequired,
            },
          ],
          confirm: {
            title: M.downPaymentTitle,
            description: M.downPaymentDescription(type),
            confirmLabel: M.confirm,
          },
        }),
      ]}
    />
  );
}
