import { NotFoundScreen } from '@/components/shell/not-found-screen';

/** A screen of the back-office called notFound() (an unknown id): the 404 inside the shell. */
export default function BackofficeNotFound() {
  return <NotFoundScreen />;
}
