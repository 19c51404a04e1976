export { FileUpload, type FileUploadProps } from './file-upload';
export type { UploadEndpoints } from './upload-client';
