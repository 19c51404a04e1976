import type { TApplicationStep, TApplicationStepInfo } from '@ats/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../shared/i18n';
import { StepProgress } from './step-progress';

/**
 * One step's page: the job, the language switcher, the progress indicator and the step's own
 * content under a heading that takes the focus when the step changes (screen readers hear it).
 */
export const FlowLayout = ({
  jobTitle,
  clientName,
  steps,
  step,
  title,
  children,
  linkOf,
}: {
  jobTitle: string;
  clientName: string;
  steps: TApplicationStepInfo[] | null;
  step: TApplicationStep;
  /** The page's heading when it is not the step's name (the status page). */
  title?: string;
  children: ReactNode;
  /** The page of a step: done steps that can still be changed link there. */
  linkOf?: (step: TApplicationStep) => string;
}) => {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title ?? t(`steps.${step}`)} – ${jobTitle}`;
    heading.current?.focus();
  }, [step, title, jobTitle, t]);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="overline"
            component="p"
            color="text.secondary"
            translate="no"
            sx={{ lineHeight: 1.5 }}
          >
            {clientName}
          </Typography>
          <Typography component="p" translate="no" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {jobTitle}
          </Typography>
        </Box>
        <LanguageSwitcher />
      </Box>
      {steps && <StepProgress steps={steps} current={step} linkOf={linkOf} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography
          variant="h1"
          ref={heading}
          tabIndex={-1}
          sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2, outline: 'none' }}
        >
          {title ?? t(`steps.${step}`)}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
};
