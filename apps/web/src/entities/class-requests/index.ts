export { ClassRequestSections } from './class-request-sections';
