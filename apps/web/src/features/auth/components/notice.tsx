import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import type { ReactNode } from 'react';
import { type AlertLook, LightAlert } from '../../../shared/ui/light-alert/light-alert';

/** MUI's standard Alert colours (text, background) per mode. */
const LOOKS = {
  success: {
    Icon: CheckCircleOutline,
    light: ['#1e4620', '#edf7ed'],
    dark: ['#cce8cd', 'rgba(102, 187, 106, 0.12)'],
  },
  warning: {
    Icon: ReportProblem,
    light: ['#663c00', '#fff4e5'],
    dark: ['#ffe2b7', 'rgba(255, 167, 38, 0.12)'],
  },
} as const satisfies Record<string, AlertLook>;

/** A success (announced as a status) or a warning, as LightErrorAlert for errors. */
export const Notice = ({ severity, children }: { severity: keyof typeof LOOKS; children: ReactNode }) => (
  <LightAlert look={LOOKS[severity]} severity={severity} role={severity === 'success' ? 'status' : 'alert'}>
    {children}
  </LightAlert>
);
