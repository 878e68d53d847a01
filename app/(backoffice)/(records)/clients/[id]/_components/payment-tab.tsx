import { EnumBadge } from '@/components/ui/badge';
import { RecordLink } from '@/components/record/related-links';
import { RecordSection } from '@/components/record/record-section';
import { paymentAccountStatus, paymentProvider } from '@/lib/domain/enums';
import { formatDateTime } from '@/lib/domain/dates';
import type { PaymentAccount, ProviderAccount } from '@/lib/domain/schemas';

export const NO_PAYMENT_ACCOUNT = 'Aucun compte de paiement.';

/**
 * Whether the provider's link (text from the gateway) is a web address: anything else (a
 * `javascript:` URL…) is not put in a link.
 */
export function isWebLink(link: string | null): link is string {
  if (!link) return false;
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export interface PaymentLinks {
  iob: string | null;
  psp: string | null;
}

function ProviderSection({
  title,
  account,
  link,
}: {
  title: string;
  account: ProviderAccount;
  link: string | null;
}) {
  return (
    <RecordSection
      title={title}
      items={[
        { term: 'Statut', value: <EnumBadge catalogue={paymentAccountStatus} value={account.status} /> },
        { term: 'Date du statut', value: formatDateTime(account.statusDate) },
        { term: 'Prestataire', value: paymentProvider.label(account.provider) },
        { term: 'Identifiant chez le prestataire', value: account.id },
        {
          term: 'Lien prestataire',
          value: isWebLink(link) ? (
            <RecordLink href={link} external>
              Lien prestataire
            </RecordLink>
          ) : null,
        },
      ]}
    />
  );
}

/** Payment tab: the payment account's iob and psp accounts, with the provider's back-office link. */
export function PaymentTab({ account, links }: { account: PaymentAccount | null; links: PaymentLinks }) {
  if (!account) return <p className="text-sm text-fg-muted">{NO_PAYMENT_ACCOUNT}</p>;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ProviderSection title="Compte IOB" account={account.iobAccount} link={links.iob} />
      <ProviderSection title="Compte PSP" account={account.pspAccount} link={links.psp} />
    </div>
  );
}
