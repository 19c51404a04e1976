/** API paths of the prompt library, and its two streamed calls (served by the streaming role). */
export const PROMPT_PATHS = {
  list: '/api/prompts/list',
  get: '/api/prompts/get/:id',
  usage: '/api/prompts/usage/:id',
  create: '/api/prompts/create',
  update: '/api/prompts/update/:promptId',
  delete: '/api/prompts/delete/:id',
  saveVersion: '/api/prompts/versions/save',
  markVersionCurrent: '/api/prompts/versions/mark-as-current',
  deleteVersion: '/api/prompts/versions/delete/:promptId/:versionId',
  generate: '/api/generate-prompt',
  test: '/api/test-prompt',
} as const;
