export { FileUpload, type FileUploadProps } from './file-upload';
export { STAFF_UPLOAD_ENDPOINTS, type UploadEndpoints, uploadFile } from './upload-client';
export { type UploadState, useUpload } from './use-upload';
