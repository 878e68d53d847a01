import { notFound, route } from '../core/route-kit';
import { profileView } from '../data/people-views';

export const profilesHandlers = [
  // A professional with no segment history (and anyone else) answers 404: the client shows the default profile.
  route('GET', '/profiles/:id', ({ params, db }) => {
    const profile = db.people.profiles.get(params.id);
    if (!profile) throw notFound('Profil', params.id);
    return profileView(profile);
  }),
];
