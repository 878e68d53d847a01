/*
 * The users list's defaults and the customer types it offers, apart from its URL parsing
 * (./users-params.ts, which uses zod): the list's table, a client component, reads them.
 */
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';
import { userType } from '@/lib/domain/enums';
import { pickEnum } from '@/lib/domain/enums/define';

/** The list offers only the customers' types, not staff (SPEC §4). */
export const userTypeFilter = pickEnum(userType, ['PARTICULAR', 'PROFESSIONAL']);

export const USERS_LIST_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'createdAt,desc' };
