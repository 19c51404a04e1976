// What other modules may use of "tags"; everything else in this folder is its own.
export { tagFilter } from './tag-filter.repo';
export { tagsRoutes } from './tags.routes';
