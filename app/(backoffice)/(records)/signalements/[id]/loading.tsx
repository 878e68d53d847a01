import { RecordSkeleton } from '@/components/record/record-skeleton';

export default function IssueViewLoading() {
  return <RecordSkeleton />;
}
