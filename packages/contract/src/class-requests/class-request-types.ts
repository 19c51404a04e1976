// Without zod: the hiring form's first page (the choice of role) names the kinds with it.

/** Agent: call-center seats. Non-agent: corporate and support roles. */
export const CLASS_REQUEST_TYPES = {
  agent: { label: 'Agent', description: 'Call-center seats: voice, chat or email support' },
  'non-agent': { label: 'Non-agent', description: 'Corporate and support roles' },
} as const;
