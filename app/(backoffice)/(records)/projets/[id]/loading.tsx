import { RecordSkeleton } from '@/components/record/record-skeleton';

export default function ProjectViewLoading() {
  return <RecordSkeleton tabs={8} fields={9} />;
}
