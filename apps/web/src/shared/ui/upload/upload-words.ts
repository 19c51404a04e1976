import type { UploadProblem } from './upload-problem';

/** Every word the upload control shows: English for staff screens, the candidate's language on candidate pages. */
export interface UploadWords {
  drop: string;
  /** "PDF, DOC, DOCX, TXT up to 10 MB". */
  hint: (types: string, limit: string) => string;
  choose: string;
  replace: string;
  remove: string;
  uploaded: string;
  cancel: string;
  retry: string;
  dismiss: string;
  /** The progress bar's accessible name. */
  uploading: (fileName: string) => string;
  problem: (p: UploadProblem) => string;
}

/** The staff screens' words (staff screens are English). */
export const ENGLISH_UPLOAD_WORDS: UploadWords = {
  drop: 'Drop a file here or choose one',
  hint: (types, limit) => `${types} up to ${limit}`,
  choose: 'Choose file',
  replace: 'Replace',
  remove: 'Remove',
  uploaded: 'Uploaded',
  cancel: 'Cancel',
  retry: 'Retry',
  dismiss: 'Dismiss',
  uploading: (fileName) => `Uploading ${fileName}`,
  problem: (p) => {
    switch (p.code) {
      case 'type':
        return `${p.fileName}: only ${p.types} files are accepted`;
      case 'size':
        return `${p.fileName} is ${p.size}; the limit is ${p.limit}`;
      case 'empty':
        return `${p.fileName} is empty`;
      case 'refused':
        return p.detail;
      case 'network':
        return 'Network error while uploading; check your connection and retry';
      case 'failed':
        return p.detail || 'Upload failed';
      case 'cancelled':
        return 'Upload cancelled';
    }
  },
};
