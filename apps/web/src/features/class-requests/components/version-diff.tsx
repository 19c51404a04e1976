import { compareClassRequestVersions, type TClassRequestVersion } from '@ats/contract';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { classRequestValue } from './format-value';

const versionLabel = (v: TClassRequestVersion) =>
  `Version ${v.versionNumber}${v.isCurrent ? ' (current)' : ''}`;

const VersionPicker = ({
  label,
  versions,
  value,
  onChange,
}: {
  label: string;
  versions: TClassRequestVersion[];
  value: string;
  onChange: (id: string) => void;
}) => (
  <TextField
    select
    fullWidth={false}
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    sx={{ minWidth: 200, flex: { xs: 1, sm: 'none' } }}
  >
    {versions.map((v) => (
      <MenuItem key={v.id} value={v.id}>
        {versionLabel(v)}
      </MenuItem>
    ))}
  </TextField>
);

/** The mark beside a field the two versions differ in (the table's and the stacked view's). */
const ChangedMark = ({ sx }: { sx: { ml: number } | { display: 'block' } }) => (
  <Typography component="span" variant="caption" color="warning.dark" sx={{ ...sx, fontWeight: 700 }}>
    Changed
  </Typography>
);

/** One version's value of a field, under the version's name (the phone's stacked view). */
const StackedValue = ({
  version,
  spaced,
  valueSx,
  children,
}: {
  version: TClassRequestVersion;
  /** Under another value of the same field. */
  spaced?: boolean;
  valueSx?: SxProps<Theme>;
  children: ReactNode;
}) => (
  <Typography
    component="dd"
    variant="body2"
    sx={{ m: 0, ...(spaced && { mt: 0.5 }), overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
  >
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {versionLabel(version)}
    </Typography>
    <Box component="span" sx={valueSx}>
      {children}
    </Box>
  </Typography>
);

/**
 * Two versions side by side, field by field; changed fields are marked (colour and a
 * "Changed" label for screen readers), and "Only changes" hides the rest.
 */
export const VersionDiff = ({
  versions,
  left,
  right,
  onLeft,
  onRight,
  lobName,
}: {
  versions: TClassRequestVersion[];
  left: string;
  right: string;
  onLeft: (id: string) => void;
  onRight: (id: string) => void;
  lobName: (id: string) => string;
}) => {
  const [onlyChanges, setOnlyChanges] = useState(false);
  const a = versions.find((v) => v.id === left);
  const b = versions.find((v) => v.id === right);
  const rows = a && b ? compareClassRequestVersions(a.content, b.content) : [];
  const shown = onlyChanges ? rows.filter((r) => r.changed) : rows;
  const changedCount = rows.filter((r) => r.changed).length;
  const display = (field: (typeof rows)[number]['field'], version: TClassRequestVersion, text: string) =>
    (field.key === 'lobId' && text ? lobName(text) : classRequestValue(field, version.content)) || '—';
  // On a phone the two versions stack per field (defect 3: a side-by-side table hid the second
  // version off-screen).
  const stacked = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <VersionPicker label="Compare" versions={versions} value={left} onChange={onLeft} />
        <VersionPicker label="With" versions={versions} value={right} onChange={onRight} />
        <FormControlLabel
          control={<Switch checked={onlyChanges} onChange={(e) => setOnlyChanges(e.target.checked)} />}
          label="Only changes"
        />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
          {a && b
            ? changedCount === 0
              ? 'No differences'
              : `${changedCount} field${changedCount === 1 ? '' : 's'} changed`
            : ''}
        </Typography>
      </Box>
      {a && b && stacked && (
        <Box
          component="section"
          aria-label={`Version ${a.versionNumber} compared with version ${b.versionNumber}`}
        >
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            {shown.map((r) => (
              <Box
                key={r.field.key}
                data-changed={r.changed || undefined}
                sx={{
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: r.changed ? 'action.hover' : undefined,
                  minWidth: 0,
                }}
              >
                <Typography component="dt" variant="subtitle2" sx={{ fontWeight: r.changed ? 700 : 600 }}>
                  {r.field.label}
                  {r.changed && <ChangedMark sx={{ ml: 1 }} />}
                </Typography>
                <StackedValue
                  version={a}
                  valueSx={r.changed ? { color: 'error.dark', textDecoration: 'line-through' } : undefined}
                >
                  {display(r.field, a, r.before)}
                </StackedValue>
                {r.changed && (
                  <StackedValue version={b} spaced valueSx={{ color: 'success.dark', fontWeight: 600 }}>
                    {display(r.field, b, r.after)}
                  </StackedValue>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {a && b && !stacked && (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="Differences between the two versions"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table
            size="small"
            aria-label={`Version ${a.versionNumber} compared with version ${b.versionNumber}`}
            sx={{ tableLayout: 'fixed', minWidth: 520 }}
          >
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ width: '28%' }}>
                  Field
                </TableCell>
                <TableCell component="th" scope="col">
                  {versionLabel(a)}
                </TableCell>
                <TableCell component="th" scope="col">
                  {versionLabel(b)}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => (
                <TableRow
                  key={r.field.key}
                  data-changed={r.changed || undefined}
                  sx={r.changed ? { bgcolor: 'action.hover' } : undefined}
                >
                  <TableCell component="th" scope="row" sx={{ fontWeight: r.changed ? 700 : 400 }}>
                    {r.field.label}
                    {r.changed && <ChangedMark sx={{ display: 'block' }} />}
                  </TableCell>
                  <TableCell
                    sx={{
                      overflowWrap: 'anywhere',
                      whiteSpace: 'pre-line',
                      ...(r.changed
                        ? {
                            color: 'error.dark',
                            textDecoration: 'line-through',
                            textDecorationColor: 'rgba(0,0,0,0.3)',
                          }
                        : {}),
                    }}
                  >
                    {display(r.field, a, r.before)}
                  </TableCell>
                  <TableCell
                    sx={{
                      overflowWrap: 'anywhere',
                      whiteSpace: 'pre-line',
                      ...(r.changed ? { color: 'success.dark', fontWeight: 600 } : {}),
                    }}
                  >
                    {display(r.field, b, r.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
