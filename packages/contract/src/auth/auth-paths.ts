/** API paths of signing in and out and of password mail (the auth module). */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  resetPassword: '/api/auth/reset-password',
  /** Sends a user the set-password mail (staff action, under `users`). */
  sendPasswordEmail: '/api/users/send-password-email',
} as const;
