/** API paths of email templates. */
export const EMAIL_TEMPLATE_PATHS = {
  list: '/api/email-templates/list',
  get: '/api/email-templates/get/:id',
  create: '/api/email-templates/create',
  update: '/api/email-templates/update/:id',
  delete: '/api/email-templates/delete/:id',
} as const;
