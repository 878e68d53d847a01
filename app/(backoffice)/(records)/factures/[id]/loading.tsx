import { RecordSkeleton } from '@/components/record/record-skeleton';

export default function InvoiceViewLoading() {
  return <RecordSkeleton />;
}
