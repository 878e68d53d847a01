import type { ListDefaults } from '@/components/data-table/url-state';
import { JOURNAL_DEFAULT_SIZE } from '@/lib/journal/types';

export const JOURNAL_LIST_DEFAULTS: ListDefaults = { page: 1, size: JOURNAL_DEFAULT_SIZE };
export const JOURNAL_SUBTITLE = 'Chaque action de l’équipe sur les données, la plus récente d’abord.';
export const JOURNAL_CAPTION = 'Journal des actions';
export const JOURNAL_EXPORT_LABEL = 'Exporter en CSV';
