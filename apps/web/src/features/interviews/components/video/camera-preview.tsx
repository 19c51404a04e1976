import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { revealDuration } from '../../../../shared/ui/video-duration';

interface Props {
  stream?: MediaStream | null;
  /** A recorded take to play back instead of the live camera. */
  src?: string | null;
  label: string;
}

/** The live camera (mirrored, muted) or a take's playback with controls. */
export const CameraPreview = ({ stream, src, label }: Props) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    if (src) {
      v.srcObject = null;
      const undo = revealDuration(v);
      v.src = src;
      return undo;
    } else {
      v.removeAttribute('src');
      v.srcObject = stream ?? null;
    }
  }, [stream, src]);
  return (
    <Box
      component="video"
      ref={ref}
      aria-label={label}
      autoPlay={!src}
      muted={!src}
      playsInline
      controls={Boolean(src)}
      sx={{
        width: '100%',
        aspectRatio: '4 / 3',
        maxHeight: 420,
        bgcolor: 'grey.900',
        borderRadius: 1,
        objectFit: 'cover',
        transform: src ? 'none' : 'scaleX(-1)',
      }}
    />
  );
};
