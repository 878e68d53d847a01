/**
 * The home page's path, apart from the role table: the crash screen, which every page loads with
 * its error boundaries, needs this one path and none of the table.
 */
export const HOME_PATH = '/';
