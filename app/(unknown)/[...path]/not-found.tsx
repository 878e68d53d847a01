import { NotFoundScreen } from '@/components/shell/not-found-screen';

export default function UnknownPathNotFound() {
  return <NotFoundScreen />;
}
