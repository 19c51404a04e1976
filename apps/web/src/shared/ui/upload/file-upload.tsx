import { formatBytes, type TStoredFile, type TUploadKind, UPLOAD_KINDS } from '@ats/contract';
import CloudUpload from '@mui/icons-material/CloudUpload';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import type { UploadEndpoints } from './upload-client';
import { typesOf } from './upload-problem';
import { ENGLISH_UPLOAD_WORDS, type UploadWords } from './upload-words';
import { useUpload } from './use-upload';

export interface FileUploadProps {
  kind: TUploadKind;
  /** Accessible name of the control, e.g. "Resume". */
  label: string;
  /** The file currently attached (shown with a download link) or null. */
  current?: Pick<TStoredFile, 'fileName' | 'url'> | null;
  /** Called with the new s3Key once uploaded and checked, or null when the file is removed. */
  onChange: (s3Key: string | null, stored?: TStoredFile) => void;
  /** Candidate flows pass their own presign path (no staff token). */
  endpoints?: Omit<UploadEndpoints, 'token'>;
  disabled?: boolean;
  helperText?: string;
  /** Told when an upload starts and ends (e.g. to hold a form's submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /** The control's words; candidate pages pass them in the candidate's language. */
  words?: UploadWords;
}

/**
 * THE upload control: drop a file or choose one, see the percentage while it uploads, cancel,
 * retry, and a clear message for a wrong type or size (checked before anything is sent, and by
 * the server after). Reuse it for every file field.
 */
export const FileUpload = ({
  kind,
  label,
  current,
  onChange,
  endpoints,
  disabled,
  helperText,
  onBusyChange,
  words = ENGLISH_UPLOAD_WORDS,
}: FileUploadProps) => {
  const rule = UPLOAD_KINDS[kind];
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [removed, setRemoved] = useState(false);
  const { state, start, cancel, retry, reset } = useUpload(kind, {
    endpoints,
    onUploaded: (r) => {
      setRemoved(false);
      onChange(r.s3Key, r.stored);
    },
  });
  const busy = state.phase === 'uploading';
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;
  useEffect(() => busyChange.current?.(busy), [busy]);
  const accept = rule.types.map((t) => `.${t}`).join(',');
  const hint = helperText ?? words.hint(typesOf(kind), formatBytes(rule.maxBytes));
  const choose = () => input.current?.click();
  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void start(file);
    if (input.current) input.current.value = '';
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled && state.phase !== 'uploading') onFiles(e.dataTransfer.files);
  };
  const shown =
    state.phase === 'done'
      ? { fileName: state.file.name, url: state.stored?.url }
      : !removed && current
        ? { fileName: current.fileName, url: current.url }
        : null;

  return (
    <Box role="group" aria-labelledby={`${inputId}-label`} aria-describedby={hintId}>
      <Typography id={`${inputId}-label`} variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        onChange={(e) => onFiles(e.target.files)}
        disabled={disabled}
      />
      {state.phase === 'uploading' ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <InsertDriveFile fontSize="small" color="action" />
            <Typography
              variant="body2"
              translate="no"
              sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {state.file.name}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
              {state.percent}%
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={state.percent}
            aria-label={words.uploading(state.file.name)}
          />
          <Box sx={{ mt: 1, textAlign: 'right' }}>
            <Button size="small" onClick={cancel}>
              {words.cancel}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box
          onDragOver={(e) => {
            e.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid={`upload-${kind}`}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 1,
            p: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <CloudUpload color="action" />
          <Box sx={{ flex: 1, minWidth: 160 }}>
            {shown ? (
              <Typography variant="body2">
                {shown.url ? (
                  <Link href={shown.url} target="_blank" rel="noopener" underline="always" translate="no">
                    {shown.fileName}
                  </Link>
                ) : (
                  <span translate="no">{shown.fileName}</span>
                )}
                {state.phase === 'done' && (
                  <Typography component="span" variant="body2" color="success.main" sx={{ ml: 1 }}>
                    {words.uploaded}
                  </Typography>
                )}
              </Typography>
            ) : (
              <Typography variant="body2">{words.drop}</Typography>
            )}
            <Typography id={hintId} variant="caption" color="text.secondary">
              {hint}
            </Typography>
          </Box>
          <Button variant="outlined" size="small" onClick={choose} disabled={disabled}>
            {shown ? words.replace : words.choose}
          </Button>
          {shown && (
            <Button
              size="small"
              color="inherit"
              disabled={disabled}
              onClick={() => {
                reset();
                setRemoved(true);
                onChange(null);
              }}
            >
              {words.remove}
            </Button>
          )}
        </Box>
      )}
      {state.phase === 'error' && (
        <Alert
          severity={state.problem.code === 'cancelled' ? 'info' : 'error'}
          sx={{ mt: 1 }}
          action={
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              {state.file && (
                <Button color="inherit" size="small" onClick={retry}>
                  {words.retry}
                </Button>
              )}
              <Button color="inherit" size="small" onClick={reset}>
                {words.dismiss}
              </Button>
            </Box>
          }
        >
          {words.problem(state.problem)}
        </Alert>
      )}
    </Box>
  );
};
