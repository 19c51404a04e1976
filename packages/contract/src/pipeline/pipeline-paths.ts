/** API paths of the pipeline board; `:id` is the requisition's id, then the applicant's for a move. */
export const PIPELINE_PATHS = {
  board: '/api/pipeline/board/:id',
  column: '/api/pipeline/column/:id',
  move: '/api/pipeline/move/:id',
} as const;
