import type { TPromptVersion } from '@ats/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { lineDiff } from './line-diff';

const label = (v: TPromptVersion) => `Version ${v.versionNumber}${v.isCurrent ? ' (current)' : ''}`;

const settingsText = (v: TPromptVersion) =>
  [
    `model: ${v.modelSettings.model || '(server default)'}`,
    `temperature: ${v.modelSettings.temperature}`,
    `max tokens: ${v.modelSettings.maxTokens}`,
    `output schema: ${v.outputSchema ? JSON.stringify(v.outputSchema) : 'none (free text)'}`,
  ].join('\n');

const Picker = (p: {
  label: string;
  versions: TPromptVersion[];
  value: string;
  onChange: (id: string) => void;
}) => (
  <TextField
    select
    size="small"
    label={p.label}
    value={p.value}
    onChange={(e) => p.onChange(e.target.value)}
    sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
  >
    {p.versions.map((v) => (
      <MenuItem key={v.id} value={v.id}>
        {label(v)}
      </MenuItem>
    ))}
  </TextField>
);

const Cell = ({ text, no, mark }: { text: string | null; no: number | null; mark: 'old' | 'new' | null }) => (
  <Box
    sx={{
      display: 'flex',
      gap: 1,
      px: 1,
      minHeight: 22,
      bgcolor: mark === 'old' ? 'error.light' : mark === 'new' ? 'success.light' : undefined,
      color: mark ? 'common.black' : undefined,
    }}
  >
    <Box
      component="span"
      sx={{
        color: mark ? 'inherit' : 'text.secondary',
        minWidth: 24,
        textAlign: 'right',
        userSelect: 'none',
      }}
    >
      {no ?? ''}
    </Box>
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', flex: 1 }}>
      {mark === 'old' && text !== null && <span className="visually-hidden-diff">Removed: </span>}
      {mark === 'new' && text !== null && <span className="visually-hidden-diff">Added: </span>}
      {text ?? ''}
    </Box>
  </Box>
);

/** Any two versions side by side, line by line: template and model settings. */
export const PromptVersionDiff = (p: {
  versions: TPromptVersion[];
  left: string;
  right: string;
  onLeft: (id: string) => void;
  onRight: (id: string) => void;
}) => {
  const a = p.versions.find((v) => v.id === p.left);
  const b = p.versions.find((v) => v.id === p.right);
  const rows = useMemo(
    () =>
      a && b
        ? lineDiff(`${a.definition}\n\n${settingsText(a)}`, `${b.definition}\n\n${settingsText(b)}`)
        : [],
    [a, b],
  );
  const changed = rows.filter((r) => r.kind === 'changed').length;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <Picker label="Compare" versions={p.versions} value={p.left} onChange={p.onLeft} />
        <Picker label="With" versions={p.versions} value={p.right} onChange={p.onRight} />
        <Typography variant="body2" color="text.secondary" role="status">
          {changed === 0 ? 'No differences' : `${changed} changed line${changed > 1 ? 's' : ''}`}
        </Typography>
      </Box>
      <Box
        role="table"
        aria-label="Version differences"
        // Scrolls sideways on phones: reachable by keyboard.
        tabIndex={0}
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 12.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflowX: 'auto',
          '& .visually-hidden-diff': visuallyHidden,
        }}
      >
        <Box
          role="row"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', bgcolor: 'action.hover', fontWeight: 600 }}
        >
          <Box role="columnheader" sx={{ px: 1, py: 0.5 }}>
            {a ? label(a) : '—'}
          </Box>
          <Box role="columnheader" sx={{ px: 1, py: 0.5 }}>
            {b ? label(b) : '—'}
          </Box>
        </Box>
        {rows.map((r, i) => (
          <Box
            role="row"
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
            key={i}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) minmax(0,1fr)', minWidth: 520 }}
          >
            <Box role="cell">
              <Cell
                text={r.left}
                no={r.leftNo}
                mark={r.kind === 'changed' && r.left !== null ? 'old' : null}
              />
            </Box>
            <Box role="cell" sx={{ borderLeft: 1, borderColor: 'divider' }}>
              <Cell
                text={r.right}
                no={r.rightNo}
                mark={r.kind === 'changed' && r.right !== null ? 'new' : null}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
