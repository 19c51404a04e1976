export { FileUpload, type FileUploadProps } from './file-upload';
export type { UploadEndpoints } from './upload-client';
export type { UploadProblem } from './upload-problem';
export { typesOf as uploadTypesOf } from './upload-problem';
export type { UploadWords } from './upload-words';
