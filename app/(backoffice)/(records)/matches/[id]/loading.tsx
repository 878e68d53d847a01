import { RecordSkeleton } from '@/components/record/record-skeleton';

export default function MatchViewLoading() {
  return <RecordSkeleton />;
}
