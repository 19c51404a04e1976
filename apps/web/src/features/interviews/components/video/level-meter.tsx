import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useRecorderText } from './recorder-text';

interface Props {
  stream: MediaStream | null;
  /** Reports the loudest level heard so far (0–1). */
  onPeak?: (peak: number) => void;
}

/** The microphone's level, live, as a meter assistive technology reads as a value. */
export const LevelMeter = ({ stream, onPeak }: Props) => {
  const { t } = useRecorderText();
  const [level, setLevel] = useState(0);
  const peak = useRef(0);
  const onPeakRef = useRef(onPeak);
  onPeakRef.current = onPeak;

  useEffect(() => {
    if (!stream?.getAudioTracks().length || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    const source = ctx.createMediaStreamSource(stream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (now - last < 100) return;
      last = now;
      analyser.getByteTimeDomainData(data);
      let sum = 0;
      for (const v of data) sum += ((v - 128) / 128) ** 2;
      const rms = Math.min(1, Math.sqrt(sum / data.length) * 4);
      setLevel(rms);
      if (rms > peak.current) {
        peak.current = rms;
        onPeakRef.current?.(rms);
      }
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void ctx.close();
    };
  }, [stream]);

  const pct = Math.round(level * 100);
  return (
    <div>
      <Typography id="level-meter-label" variant="body2" color="text.secondary">
        {t('comfort.microphoneLevel')}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={pct}
        aria-labelledby="level-meter-label"
        aria-valuetext={pct < 3 ? t('comfort.noSound') : `${pct}%`}
        color={pct < 3 ? 'warning' : 'success'}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </div>
  );
};
