/** The file under root that answers `pathname` as the static hosts do, or null. */
export function resolveFile(root: string, pathname: string): string | null;
/** The 404 page for an unknown path: the one in its nearest directory that has one. */
export function notFoundPage(root: string, pathname: string): string | null;
