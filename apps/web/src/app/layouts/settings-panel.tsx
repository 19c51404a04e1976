import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FONT_FAMILIES, type FontFamily, PRESET_COLORS, type PresetColor } from '../theme/presets';
import { useThemeSettings } from '../theme/settings-provider';

const Section = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
    <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
      {label}
    </FormLabel>
    {children}
  </Stack>
);

/** A section of one choice of two or three, as toggle buttons named by the section's label. */
const ToggleSection = <V extends string>(p: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) => (
  <Section label={p.label}>
    <ToggleButtonGroup
      exclusive
      size="small"
      value={p.value}
      onChange={(_e, v: V | null) => v && p.onChange(v)}
      aria-label={p.label}
    >
      {p.options.map((o) => (
        <ToggleButton key={o.value} value={o.value}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  </Section>
);

/** Theme settings, applied live and kept in localStorage (SPEC §3 client-side state). */
export const SettingsPanel = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { settings, update, reset } = useThemeSettings();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          Theme settings
        </Typography>
        <IconButton aria-label="Close settings" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Stack spacing={3} sx={{ p: 2 }}>
        <ToggleSection
          label="Mode"
          value={settings.mode}
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
          onChange={(v) => update({ mode: v })}
        />
        <Section label="Preset colour">
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {(Object.keys(PRESET_COLORS) as PresetColor[]).map((key) => (
              <Tooltip key={key} title={PRESET_COLORS[key].label}>
                <Box
                  component="button"
                  type="button"
                  aria-label={`${PRESET_COLORS[key].label} colour`}
                  aria-pressed={settings.presetColor === key}
                  onClick={() => update({ presetColor: key })}
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    cursor: 'pointer',
                    bgcolor: PRESET_COLORS[key].main,
                    border: 3,
                    borderColor: settings.presetColor === key ? 'text.primary' : 'transparent',
                  }}
                />
              </Tooltip>
            ))}
          </Box>
        </Section>
        <Section label="Font family">
          <RadioGroup
            value={settings.fontFamily}
            onChange={(e) => update({ fontFamily: e.target.value as FontFamily })}
          >
            {(Object.keys(FONT_FAMILIES) as FontFamily[]).map((f) => (
              <FormControlLabel
                key={f}
                value={f}
                control={<Radio size="small" />}
                label={FONT_FAMILIES[f].label}
              />
            ))}
          </RadioGroup>
        </Section>
        <ToggleSection
          label="Menu orientation"
          value={settings.menuOrientation}
          options={[
            { value: 'vertical', label: 'Vertical' },
            { value: 'horizontal', label: 'Horizontal' },
          ]}
          onChange={(v) => update({ menuOrientation: v })}
        />
        <ToggleSection
          label="Direction"
          value={settings.themeDirection}
          options={[
            { value: 'ltr', label: 'Left to right' },
            { value: 'rtl', label: 'Right to left' },
          ]}
          onChange={(v) => update({ themeDirection: v })}
        />
        <Section label="Layout">
          <FormControlLabel
            control={
              <Switch
                checked={settings.container}
                onChange={(e) => update({ container: e.target.checked })}
              />
            }
            label="Boxed content (max width)"
          />
        </Section>
        <Button variant="outlined" onClick={reset}>
          Reset to defaults
        </Button>
      </Stack>
    </Drawer>
  );
};
