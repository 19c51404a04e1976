import type { TUploadKind } from '@ats/contract';
import { type ComponentProps, useState } from 'react';
import { FileUpload } from '../ui/upload';
import { StreamRun } from './stream-run';

/**
 * A test panel's file and its run: upload a file, then run the streamed call on it (the run
 * button waits for the file and for `ready`, what else the call needs).
 */
export const FileStreamRun = ({
  file,
  ready = true,
  onRun,
  ...run
}: Omit<ComponentProps<typeof StreamRun>, 'ready' | 'onRun'> & {
  /** The upload control: its kind, accessible name and hint. */
  file: { kind: TUploadKind; label: string; helperText: string };
  ready?: boolean;
  /** Runs the call on the uploaded file's key. */
  onRun: (s3Key: string) => void;
}) => {
  const [s3Key, setS3Key] = useState<string | null>(null);
  return (
    <>
      <FileUpload {...file} onChange={(key) => setS3Key(key)} />
      <StreamRun
        {...run}
        ready={Boolean(s3Key) && ready}
        onRun={() => {
          if (s3Key) onRun(s3Key);
        }}
      />
    </>
  );
};
