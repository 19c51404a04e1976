import { Translated } from '../../shared/i18n';
import { FileUpload, type FileUploadProps } from '../../shared/ui/upload';
import { useCandidateUploadWords } from './candidate-upload-words';

/** The upload control's words, a namespace of their own: only the pages with a file field load them. */
const MESSAGES = {
  ns: 'upload',
  files: import.meta.glob<{ default: Record<string, unknown> }>('./messages/*.json'),
};

const Worded = (props: Omit<FileUploadProps, 'words'>) => (
  <FileUpload {...props} words={useCandidateUploadWords(props.kind)} />
);

/** THE upload control on a candidate page: every word in the candidate's language. */
export const CandidateFileUpload = (props: Omit<FileUploadProps, 'words'>) => (
  <Translated messages={MESSAGES}>
    <Worded {...props} />
  </Translated>
);
