export { NotesPanel } from './notes-panel';
export { NotificationBell } from './notification-bell';
