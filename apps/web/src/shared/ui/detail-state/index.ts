export { DetailLoadError, DetailSkeleton } from './detail-state';
