import { RecordSkeleton } from '@/components/record/record-skeleton';

export default function UserViewLoading() {
  return <RecordSkeleton tabs={7} fields={8} />;
}
