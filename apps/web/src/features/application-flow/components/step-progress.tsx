import type { TApplicationStep, TApplicationStepInfo } from '@ats/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { lighten } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LightButton } from '../../../shared/ui/light-button/light-button';

/**
 * The progress indicator: "Step 3 of 6 · Personal information", a bar, and the list of every
 * step with its state (skipped steps say why). Done steps that can still be changed link to
 * their page. On phones the list folds behind a toggle.
 */
export const StepProgress = ({
  steps,
  current,
  linkOf,
}: {
  steps: TApplicationStepInfo[];
  current: TApplicationStep;
  /** The page of a step (for the links to the steps that can be changed). */
  linkOf?: (step: TApplicationStep) => string;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const active = steps.filter((s) => s.state !== 'skipped');
  const index = Math.max(
    0,
    active.findIndex((s) => s.step === current),
  );
  const percent = Math.round(((index + 1) / active.length) * 100);
  const label = t('progress.stepOf', {
    current: index + 1,
    total: active.length,
    name: t(`steps.${current}`),
  });
  return (
    <Box component="nav" aria-label={t('progress.label')} sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="p" sx={{ fontWeight: 600 }} aria-live="polite">
          {label}
        </Typography>
        <LightButton
          type="button"
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={listId}
          sx={{ display: { md: 'none' } }}
        >
          {open ? t('progress.hideSteps') : t('progress.showSteps')}
        </LightButton>
      </Box>
      {/* MUI's determinate LinearProgress, drawn without its script (the first steps' budget). */}
      <Box
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={label}
        sx={{
          my: 1.5,
          height: 8,
          borderRadius: 4,
          overflow: 'hidden',
          bgcolor: (theme) => lighten(theme.palette.primary.main, 0.62),
        }}
      >
        <Box
          sx={{
            height: '100%',
            width: `${percent}%`,
            bgcolor: 'primary.main',
            transition: (theme) => `width ${theme.transitions.duration.standard}ms linear`,
          }}
        />
      </Box>
      <Box
        component="ol"
        id={listId}
        sx={{
          display: { xs: open ? 'grid' : 'none', md: 'grid' },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 0.75,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {steps.map((s) => {
          const isCurrent = s.step === current;
          const Icon =
            s.state === 'done'
              ? CheckCircle
              : s.state === 'skipped'
                ? RemoveCircleOutline
                : RadioButtonUnchecked;
          const stateText =
            s.state === 'skipped'
              ? t(
                  s.skipReason === 'unavailable'
                    ? 'progress.skippedUnavailable'
                    : 'progress.skippedNoContent',
                )
              : s.state === 'done'
                ? t(s.editable ? 'revisit.doneChangeable' : 'progress.done')
                : s.state === 'closed'
                  ? t('progress.closed')
                  : isCurrent
                    ? t('progress.current')
                    : t('progress.toDo');
          return (
            <Box
              component="li"
              key={s.step}
              aria-current={isCurrent ? 'step' : undefined}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                p: 0.75,
                borderRadius: 1,
                bgcolor: isCurrent ? 'action.selected' : 'transparent',
                color: s.state === 'skipped' || s.state === 'closed' ? 'text.secondary' : 'text.primary',
              }}
            >
              <Icon
                fontSize="small"
                aria-hidden
                color={s.state === 'done' ? 'success' : 'inherit'}
                sx={{ mt: 0.25 }}
              />
              <Box>
                <Typography variant="body2" sx={{ fontWeight: isCurrent ? 700 : 500 }}>
                  {t(`steps.${s.step}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="span">
                  {stateText}
                </Typography>
                {s.editable && !isCurrent && linkOf && (
                  <Link
                    component={RouterLink}
                    to={linkOf(s.step)}
                    variant="caption"
                    aria-label={t('revisit.changeStep', { step: t(`steps.${s.step}`) })}
                    sx={{ display: 'block', fontWeight: 600 }}
                  >
                    {t('revisit.change')}
                  </Link>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};
