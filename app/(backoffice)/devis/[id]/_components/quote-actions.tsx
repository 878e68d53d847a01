import { ActionBar } from '@/components/actions/action-bar';
import { ActionButton } from '@/components/actions/action-button';
import { canRunAction } from '@/lib/access';
import { quoteRefusalReason, quoteTypeWithArticle } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { Quote } from '@/lib/domain/schemas';
import { QUOTE_MESSAGES as M } from '@/app/(backoffice)/_lib/contract-messages';
import { downPaymentChoices, quoteBlockers } from '@/app/(backoffice)/_lib/contract-rules';
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
  const payload = { id: quote.id, type };
  const choices = downPaymentChoices(quote.amount);
  const current = String(quote.downPayment?.percentage ?? '');
  return (
    <ActionBar label={`Actions sur ${quoteTypeWithArticle(type)}`} className="mb-6">
      <ActionButton
        label={M.signLabel}
        variant="primary"
        allowed={allowed}
        disabledReason={blockers.sign}
        action={signQuoteAction}
        payload={payload}
        fields={[
          {
            kind: 'date',
            name: 'signedAt',
            label: M.signedAtLabel,
            defaultValue: today,
            requiredMessage: M.signedAtRequired,
          },
        ]}
        confirm={{
          title: M.signTitle(type),
          description: M.signDescription(type),
          confirmLabel: M.signLabel,
        }}
      />
      <ActionButton
        label={M.unsignLabel}
        allowed={allowed}
        disabledReason={blockers.unsign}
        action={unsignQuoteAction}
        payload={payload}
        confirm={{
          title: M.unsignTitle(type),
          description: M.unsignDescription(type),
          confirmLabel: M.confirm,
          tone: 'danger',
        }}
      />
      <ActionButton
        label={M.cancelLabel(type)}
        allowed={allowed}
        disabledReason={blockers.cancel}
        action={cancelQuoteAction}
        payload={payload}
        fields={[
          {
            kind: 'choices',
            name: 'reasons',
            label: M.reasonsLabel,
            options: quoteRefusalReason.options,
            requiredMessage: M.reasonsRequired,
          },
          { kind: 'textarea', name: 'comment', label: M.commentLabel, required: false, maxLength: 2000 },
        ]}
        confirm={{
          title: M.cancelTitle(type),
          description: M.cancelDescription(type),
          confirmLabel: M.confirm,
          tone: 'danger',
        }}
      />
      <ActionButton
        label={M.downPaymentLabel}
        allowed={allowed}
        disabledReason={blockers.downPayment}
        action={updateDownPaymentAction}
        payload={payload}
        fields={[
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
        ]}
        confirm={{
          title: M.downPaymentTitle,
          description: M.downPaymentDescription(type),
          confirmLabel: M.confirm,
        }}
      />
    </ActionBar>
  );
}
