/** Page sizes of the paged lists, apart from the query schemas so that the tables load no zod. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
