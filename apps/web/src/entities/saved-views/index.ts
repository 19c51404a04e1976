export { SavedViewsMenu } from './saved-views-menu';
