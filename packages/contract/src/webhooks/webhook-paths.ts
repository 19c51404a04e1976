/** API paths of webhooks (SPEC §7 "Webhooks"); `:id`, `:deliveryId` are path params. */
export const WEBHOOK_PATHS = {
  list: '/api/webhooks/list',
  get: '/api/webhooks/get/:id',
  create: '/api/webhooks/create',
  update: '/api/webhooks/update/:id',
  delete: '/api/webhooks/delete/:id',
  secret: '/api/webhooks/secret/:id',
  rotateSecret: '/api/webhooks/rotate-secret/:id',
  deliveries: '/api/webhooks/deliveries/:id',
  resend: '/api/webhooks/resend/:id/:deliveryId',
} as const;
