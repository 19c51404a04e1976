import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import type { ReactNode } from 'react';
import { type AlertLook, LightAlert } from './light-alert';

const ERROR: AlertLook = {
  Icon: ErrorOutline,
  light: ['#5f2120', '#fdeded'],
  dark: ['#f4c7c7', 'rgba(244, 67, 54, 0.12)'],
};

/** An error, announced to screen readers, with the look of MUI's standard error Alert: the public pages' forms. */
export const LightErrorAlert = ({ children }: { children: ReactNode }) => (
  <LightAlert look={ERROR} severity="error" role="alert" className="light-error-alert">
    {children}
  </LightAlert>
);
