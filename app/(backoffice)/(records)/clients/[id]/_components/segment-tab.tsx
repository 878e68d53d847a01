import { EnumBadge } from '@/components/ui/badge';
import { RecordSection } from '@/components/record/record-section';
import { professionalSegment } from '@/lib/domain/enums';
import type { ProfileSegmentStatistics } from '@/lib/domain/schemas';

function days(count: number): string {
  return `${count} jour${count > 1 ? 's' : ''}`;
}

/** Segment tab (GET /profiles/:id, the default profile when the gateway has none). */
export function SegmentTab({ profile }: { profile: ProfileSegmentStatistics }) {
  return (
    <RecordSection
      title="Segment"
      items={[
        { term: 'Segment', value: <EnumBadge catalogue={professionalSegment} value={profile.segment} /> },
        { term: 'Jours dans le segment', value: days(profile.segmentDays) },
        {
          term: 'Segment précédent',
          value: <EnumBadge catalogue={professionalSegment} value={profile.previousSegment} />,
        },
        { term: 'Jours dans le segment précédent', value: days(profile.previousSegmentDays) },
        { term: 'Changements de segment sur 6 mois', value: String(profile.timesSegmentChangedLast6Months) },
        {
          term: 'Segment maximum',
          value: <EnumBadge catalogue={professionalSegment} value={profile.segmentMax} />,
        },
      ]}
    />
  );
}
