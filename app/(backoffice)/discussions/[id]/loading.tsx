import { RecordSkeleton } from '@/components/record/record-skeleton';

export default function DiscussionViewLoading() {
  return <RecordSkeleton tabs={0} fields={6} />;
}
