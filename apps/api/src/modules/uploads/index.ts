// What other modules may use of "uploads"; everything else in this folder is its own.
export { demoResumePdf } from './demo-resume-pdf';
export { publicUploadGuard } from './public-upload-guard';
export { mountTus, tusUploadIdOf } from './tus-mount';
export { tusSweepJobs } from './tus-sweep';
export type { UploadOwner } from './upload-keys';
export { uploadRateLimit } from './upload-rate-limit';
export { findUploadByKey } from './uploads.repo';
export { uploadsRoutes } from './uploads.routes';
export { type UploadsService, uploadsServiceFor } from './uploads.service';
