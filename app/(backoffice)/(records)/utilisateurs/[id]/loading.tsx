import { RecordSkeleton } from '@/components/record/record-skeleton';

export default function CredentialsViewLoading() {
  return <RecordSkeleton />;
}
