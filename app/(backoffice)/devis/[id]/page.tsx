import type { Metadata } from 'next';
import { cache } from 'react';
import Link from 'next/link';
import { RecordHeader } from '@/components/record/record-header';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import { todayInParis } from '@/lib/domain/days';
import { quoteStatus, quoteType } from '@/lib/domain/enums';
import { getQuote } from '@/lib/gateway/quotes';
import { orNotFound } from '@/lib/auth/gateway-read';
import { QuoteActions } from './_components/quote-actions';
import { QuoteDetails } from './_components/quote-details';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import { recordTitle } from '@/lib/access/record-title';

/** One gateway read per request, shared by the title and the page. */
const readQuote = cache(async (id: string) => {
  const session = await requireAccess('quoteView');
  return { session, quote: await orNotFound(() => getQuote(session.token, id)) };
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { quote } = await readQuote((await params).id);
  return recordTitle('quoteView', quote.rid);
}

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The quote view (SPEC §2): a quote or an amendment, with its actions. */
export default async function QuoteViewPage({ params, searchParams }: PageProps) {
  const { session, quote } = await readQuote((await params).id);
  return (
    <>
      <RecordHeader
        record={{ type: 'quoteView', id: quote.id }}
        breadcrumb={
          <Link href={pathFor('projectView', { id: quote.project.id })} prefetch={false}>
            Projet {quote.project.rid}
          </Link>
        }
        title={`${quoteType.label(quote.type)} ${quote.rid}`}
        status={<EnumBadge catalogue={quoteStatus} value={quote.status} />}
        statusChange={{ targetType: 'quoteView', targetId: quote.id, roles: session.user.roles }}
        subtitle={`Statut depuis le ${formatDateTime(quote.statusDate)}`}
        identifiers={[
          { label: 'RID', value: quote.rid },
          { label: 'Id', value: quote.id },
        ]}
      />
      <QuoteActions quote={quote} roles={session.user.roles} today={todayInParis()} />
      <RecordWithJournal
        targetType="quoteView"
        targetId={quote.id}
        roles={session.user.roles}
        basePath={pathFor('quoteView', { id: quote.id })}
        searchParams={await searchParams}
      >
        <QuoteDetails quote={quote} />
      </RecordWithJournal>
    </>
  );
}
