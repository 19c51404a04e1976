import { SELF_ID_ATTRIBUTES, type TSelfIdAttribute, type TSelfIdentification } from '@ats/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const ATTRIBUTES = Object.keys(SELF_ID_ATTRIBUTES) as TSelfIdAttribute[];

/**
 * Voluntary self-identification (issue #14, Fairness): every question defaults to "prefer not to
 * say"; the answers are sent apart from the resume and never reach reviewers or scoring.
 */
export const SelfIdFields = ({
  value,
  onChange,
}: {
  value: TSelfIdentification;
  onChange: (v: TSelfIdentification) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mt: 3 }}>
      <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {t('resumeProfile.selfIdTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('resumeProfile.selfIdIntro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {ATTRIBUTES.map((a) => (
          <TextField
            key={a}
            select
            label={t(`resumeProfile.${a}`)}
            value={value[a] ?? ''}
            onChange={(e) => {
              const next = { ...value };
              if (e.target.value) (next as Record<string, string>)[a] = e.target.value;
              else delete next[a];
              onChange(next);
            }}
          >
            <MenuItem value="">{t('resumeProfile.preferNot')}</MenuItem>
            {SELF_ID_ATTRIBUTES[a].options.map((o) => (
              <MenuItem key={o} value={o}>
                {t(`resumeProfile.options.${o}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Box>
  );
};
