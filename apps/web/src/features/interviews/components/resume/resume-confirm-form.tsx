import type { TJsonResume, TSelfIdentification } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromFormValue, isResumeDate, type ResumeFormValue, toFormValue } from './resume-form-model';
import { SelfIdFields } from './self-id-fields';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mt: 3, mb: 1.5 }}>
    {children}
  </Typography>
);

/** The parsed resume as editable fields; submit sends the corrected JSON Resume and self-identification. */
export const ResumeConfirmForm = ({
  resume,
  busy,
  error,
  onSubmit,
}: {
  resume: TJsonResume;
  busy: boolean;
  error: string | null;
  onSubmit: (resume: TJsonResume, selfId: TSelfIdentification) => void;
}) => {
  const { t } = useTranslation();
  const [v, setV] = useState<ResumeFormValue>(() => toFormValue(resume));
  const [selfId, setSelfId] = useState<TSelfIdentification>({});
  const [checked, setChecked] = useState(false);
  const set = <K extends keyof ResumeFormValue>(k: K, value: ResumeFormValue[K]) =>
    setV((x) => ({ ...x, [k]: value }));
  const text = (k: 'name' | 'email' | 'phone' | 'city' | 'countryCode' | 'skills' | 'languages') => (
    <TextField
      label={t(`resumeProfile.${k}`)}
      value={v[k]}
      onChange={(e) => set(k, e.target.value)}
      multiline={k === 'skills' || k === 'languages'}
      slotProps={{ htmlInput: { maxLength: k === 'countryCode' ? 2 : 2000 } }}
    />
  );
  const dateError = (s: string) => (checked && !isResumeDate(s) ? t('resumeProfile.invalidDate') : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (v.work.some((w) => !isResumeDate(w.startDate) || !isResumeDate(w.endDate))) return;
    onSubmit(fromFormValue(resume, v), selfId);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('resumeProfile.checkTitle')}>
      <Box sx={grid}>
        {text('name')}
        {text('email')}
        {text('phone')}
        {text('city')}
        {text('countryCode')}
      </Box>
      <Heading>{t('resumeProfile.workTitle')}</Heading>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {v.work.map((w, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the parsed list.
            key={i}
            role="group"
            aria-label={`${t('resumeProfile.workTitle')} ${i + 1}`}
            sx={{ ...grid, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {(['position', 'company', 'startDate', 'endDate'] as const).map((k) => (
              <TextField
                key={k}
                label={t(`resumeProfile.${k}`)}
                value={w[k]}
                error={k.endsWith('Date') && !!dateError(w[k])}
                helperText={k.endsWith('Date') ? dateError(w[k]) : undefined}
                onChange={(e) =>
                  set(
                    'work',
                    v.work.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                  )
                }
              />
            ))}
            <Box>
              <Button
                size="small"
                onClick={() =>
                  set(
                    'work',
                    v.work.filter((_, j) => j !== i),
                  )
                }
              >
                {t('resumeProfile.remove')}
              </Button>
            </Box>
          </Box>
        ))}
        <Box>
          <Button
            variant="outlined"
            onClick={() =>
              set('work', [...v.work, { position: '', company: '', startDate: '', endDate: '' }])
            }
          >
            {t('resumeProfile.addWork')}
          </Button>
        </Box>
      </Box>
      <Heading>{t('resumeProfile.educationTitle')}</Heading>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {v.education.map((ed, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the parsed list.
            key={i}
            role="group"
            aria-label={`${t('resumeProfile.educationTitle')} ${i + 1}`}
            sx={grid}
          >
            {(['studyType', 'institution'] as const).map((k) => (
              <TextField
                key={k}
                label={t(`resumeProfile.${k}`)}
                value={ed[k]}
                onChange={(e) =>
                  set(
                    'education',
                    v.education.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                  )
                }
              />
            ))}
          </Box>
        ))}
        <Box>
          <Button
            variant="outlined"
            onClick={() => set('education', [...v.education, { studyType: '', institution: '' }])}
          >
            {t('resumeProfile.addEducation')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ ...grid, mt: 3 }}>
        {text('skills')}
        {text('languages')}
      </Box>
      <SelfIdFields value={selfId} onChange={setSelfId} />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('resumeProfile.submitting') : t('resumeProfile.submit')}
        </Button>
      </Box>
    </Box>
  );
};
