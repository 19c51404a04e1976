import { SELF_ID_ATTRIBUTES, type TSelfIdAttribute } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { ExportButton } from '../../../shared/list';
import { useFairnessProfileOptionsQuery, useFairnessReportQuery } from '../resume-api';

const pct = (n: number | null) => (n === null ? '—' : `${(n * 100).toFixed(1)}%`);
const ratio = (n: number | null) => (n === null ? '—' : n.toFixed(2));
const ATTRIBUTES = Object.keys(SELF_ID_ATTRIBUTES) as TSelfIdAttribute[];
/** `non-binary` → `Non binary`, `55-plus` → `55 plus` (the stored codes, readable). */
const categoryLabel = (c: string) => {
  const t = c.replace(/-/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/**
 * Fairness report per resume profile and prompt version (issue #14): selection rates by a
 * voluntarily given attribute, impact ratios and the four-fifths flag, as bias audits compute
 * them. Only aggregates: nobody's self-identification is shown.
 */
export default function FairnessReportPage() {
  const [search, setSearch] = useSearchParams();
  const profiles = useFairnessProfileOptionsQuery().data ?? [];
  const referenceId = search.get('profile') ?? profiles[0]?.value ?? '';
  const attribute = (search.get('attribute') as TSelfIdAttribute | null) ?? 'gender';
  const promptVersionId = search.get('version') ?? '';
  const includeTests = search.get('tests') === '1' ? '1' : '0';
  const query = {
    referenceId,
    attribute,
    includeTests,
    ...(promptVersionId ? { promptVersionId } : {}),
  } as const;
  const { data, isFetching, error } = useFairnessReportQuery(query, { skip: !referenceId });
  const set = (k: string, v: string) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        if (v) next.set(k, v);
        else next.delete(k);
        if (k === 'profile') next.delete('version');
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 700 }}>
          Fairness Report
        </Typography>
        <Typography color="text.secondary">
          Selection rates of resume screening by a voluntarily given attribute. “Selected” is what the
          screening recommended (advance), before any recruiter override. Impact ratio = a group's rate ÷ the
          highest group's rate; below 0.80 fails the four-fifths rule.
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 2fr auto auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          select
          label="Resume profile"
          value={referenceId}
          onChange={(e) => set('profile', e.target.value)}
        >
          {profiles.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Attribute"
          value={attribute}
          onChange={(e) => set('attribute', e.target.value)}
        >
          {ATTRIBUTES.map((a) => (
            <MenuItem key={a} value={a}>
              {SELF_ID_ATTRIBUTES[a].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Prompt version"
          value={promptVersionId}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => set('version', e.target.value)}
        >
          <MenuItem value="">Every verdict</MenuItem>
          {(data?.promptVersions ?? []).map((v) => (
            <MenuItem key={v.versionId} value={v.versionId}>
              {v.name} v{v.versionNumber ?? '?'}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={includeTests === '1'}
              onChange={(e) => set('tests', e.target.checked ? '1' : '')}
            />
          }
          label="Include pilots"
        />
        {referenceId && (
          <ExportButton
            path="/resume-screen-results/fairness/export"
            params={query}
            filename="resume-fairness.csv"
          />
        )}
      </Box>
      {!profiles.length && <Alert severity="info">There are no resume profiles yet.</Alert>}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {isFetching && !data && <Skeleton variant="rounded" height={160} />}
      {data && (
        <>
          <Typography>
            {data.total} verdict(s) counted; {data.notGiven} without a{' '}
            {SELF_ID_ATTRIBUTES[data.attribute].label.toLowerCase()} given.
          </Typography>
          {data.note && <Alert severity="warning">{data.note}</Alert>}
          {/* Scrolls sideways on phones: focusable so keyboards can scroll it too. */}
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label="Selection rates by group"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" aria-label="Selection rates">
              <TableHead>
                <TableRow>
                  <TableCell>Group</TableCell>
                  <TableCell align="right">Assessed</TableCell>
                  <TableCell align="right">Selected</TableCell>
                  <TableCell align="right">Selection rate</TableCell>
                  <TableCell align="right">Impact ratio</TableCell>
                  <TableCell>Four-fifths rule</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.lines.map((l) => (
                  <TableRow key={l.category}>
                    <TableCell component="th" scope="row">
                      {categoryLabel(l.category)}
                      {l.smallSample && (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {' '}
                          (small sample)
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{l.assessed}</TableCell>
                    <TableCell align="right">{l.selected}</TableCell>
                    <TableCell align="right">{pct(l.selectionRate)}</TableCell>
                    <TableCell align="right">{ratio(l.impactRatio)}</TableCell>
                    <TableCell
                      sx={{
                        color: l.belowFourFifths ? 'error.main' : undefined,
                        fontWeight: l.belowFourFifths ? 700 : undefined,
                      }}
                    >
                      {l.belowFourFifths ? 'Below 0.80' : 'OK'}
                    </TableCell>
                  </TableRow>
                ))}
                {!data.lines.length && (
                  <TableRow>
                    <TableCell colSpan={6}>Nobody has given this attribute yet.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
