import 'server-only';
import { DEFAULT_PROFILE_SEGMENT_STATISTICS, profileSegmentStatisticsSchema } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

/**
 * GET /profiles/:id: a professional's segment statistics. A professional without statistics answers
 * 404, which means the default profile (no segment, 0 days: SPEC §3).
 */
export async function getProfile(token: GatewayToken, userId: string) {
  return request({
    method: 'GET',
    path: '/profiles/:id',
    params: { id: userId },
    token,
    schema: profileSegmentStatisticsSchema,
    notFound: () => ({ ...DEFAULT_PROFILE_SEGMENT_STATISTICS }),
  });
}
