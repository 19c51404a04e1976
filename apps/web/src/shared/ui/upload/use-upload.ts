import type { TStoredFile, TUploadKind } from '@ats/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../store-hooks';
import { STAFF_UPLOAD_ENDPOINTS, type UploadEndpoints, uploadFile } from './upload-client';
import { failureProblemOf, fileProblemOf, retryable, type UploadProblem } from './upload-problem';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: File; percent: number }
  | { phase: 'done'; file: { name: string; size: number }; s3Key: string; stored?: TStoredFile }
  | { phase: 'error'; file?: File; problem: UploadProblem };

/**
 * One file's upload: checks type and size first (the same rules as the server), then uploads
 * with progress; cancel aborts, retry sends the same file again.
 */
export const useUpload = (
  kind: TUploadKind,
  opts: {
    endpoints?: Omit<UploadEndpoints, 'token'>;
    onUploaded?: (r: { s3Key: string; stored?: TStoredFile }) => void;
  } = {},
) => {
  const token = useAppSelector((s) => s.auth.token);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const onUploaded = useRef(opts.onUploaded);
  onUploaded.current = opts.onUploaded;
  const endpoints = opts.endpoints ?? STAFF_UPLOAD_ENDPOINTS;

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const problem = fileProblemOf(kind, file);
      if (problem) return setState({ phase: 'error', file: undefined, problem });
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', file, percent: 0 });
      try {
        const r = await uploadFile(
          kind,
          file,
          { ...endpoints, token },
          (percent) => setState((s) => (s.phase === 'uploading' && s.file === file ? { ...s, percent } : s)),
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setState({
          phase: 'done',
          file: { name: file.name, size: file.size },
          s3Key: r.s3Key,
          stored: r.stored,
        });
        onUploaded.current?.({ s3Key: r.s3Key, stored: r.stored });
      } catch (e) {
        const problem: UploadProblem = controller.signal.aborted
          ? { code: 'cancelled' }
          : failureProblemOf(e, file.name);
        // A file the server refused would fail again: no retry with it.
        setState({ phase: 'error', file: retryable(problem) ? file : undefined, problem });
      }
    },
    [kind, endpoints, token],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  const retry = useCallback(() => {
    if (state.phase === 'error' && state.file) void start(state.file);
  }, [state, start]);
  const reset = useCallback(() => {
    abort.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel, retry, reset };
};
