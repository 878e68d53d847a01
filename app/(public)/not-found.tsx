import { NotFoundScreen } from '@/components/shell/not-found-screen';

/**
 * The 404 of a public screen, in the public layout. Being the nearest boundary, it also keeps the
 * root one (which draws the signed-in shell) out of the public pages' first load.
 */
export default function PublicNotFound() {
  return <NotFoundScreen />;
}
