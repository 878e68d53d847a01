import { defineEnum, type EnumValue } from '@/lib/domain/enums';

/** What a timeline entry is about: the `types` filter of the "Chronologie" tab, in this order. */
export const timelineKind = defineEnum(
  [
    'statut',
    'match',
    'relation',
    'message',
    'devis',
    'pv',
    'facture',
    'avis',
    'signalement',
    'communication',
    'document',
    'journal',
  ],
  {
    statut: { label: 'Statut', tone: 'info' },
    match: { label: 'Match' },
    relation: { label: 'Mise en relation' },
    message: { label: 'Message' },
    devis: { label: 'Devis' },
    pv: { label: 'PV de fin de chantier' },
    facture: { label: 'Facture' },
    avis: { label: 'Avis' },
    signalement: { label: 'Signalement', tone: 'warning' },
    communication: { label: 'Communication' },
    document: { label: 'Document' },
    journal: { label: 'Journal', tone: 'warning' },
  },
);
export type TimelineKind = EnumValue<typeof timelineKind>;
