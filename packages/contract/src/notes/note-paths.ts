/** API paths of notes on an applicant (SPEC §7 "Notes"); `:id` is a path param. */
export const NOTE_PATHS = {
  list: '/api/notes/list',
  create: '/api/notes/create',
  update: '/api/notes/update/:id',
  delete: '/api/notes/delete/:id',
  history: '/api/notes/history/:id',
  mentionable: '/api/notes/mentionable',
} as const;

/** API paths of the signed-in user's notifications (mentions). */
export const NOTIFICATION_PATHS = {
  list: '/api/notifications/list',
  read: '/api/notifications/read',
} as const;
