/** API paths of presigned uploads. */
export const UPLOAD_PATHS = {
  presignedUrl: '/api/generate-presigned-upload-url',
  complete: '/api/uploads/complete',
} as const;
