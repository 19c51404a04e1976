import { AI_CALL_OUTCOMES, labelOf } from '@ats/contract';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../shared/format/format';
import { PanelSection } from '../../../shared/ui/panel-section';
import { usePromptUsageQuery } from '../api';

const when = (iso: string) => formatDateTime(iso);

/** Every AI call that ran this prompt: version, provider and model, tokens, latency, outcome, who. */
export const UsageHistory = ({ promptId }: { promptId: string }) => {
  const { data, isLoading } = usePromptUsageQuery(promptId);
  const items = data?.items ?? [];
  return (
    <PanelSection id="usage-title" title="Usage history">
      {!isLoading && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No calls yet. Tests run from this page and screenings that use the prompt appear here.
        </Typography>
      ) : (
        <TableContainer tabIndex={0} aria-label="Usage history table" sx={{ maxWidth: '100%' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Call</TableCell>
                <TableCell>Version</TableCell>
                <TableCell>Provider / model</TableCell>
                <TableCell align="right">Tokens</TableCell>
                <TableCell align="right">Latency</TableCell>
                <TableCell>Outcome</TableCell>
                <TableCell>By</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(c.createdAt)}</TableCell>
                  <TableCell>{c.kind}</TableCell>
                  <TableCell>
                    {c.promptVersionNumber ? `v${c.promptVersionNumber}` : 'unsaved draft'}
                  </TableCell>
                  <TableCell>
                    {c.provider} / {c.model}
                  </TableCell>
                  <TableCell align="right">
                    {c.inputTokens} / {c.outputTokens}
                  </TableCell>
                  <TableCell align="right">{c.latencyMs} ms</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={c.outcome === 'success' ? 'success' : 'default'}
                      label={labelOf(AI_CALL_OUTCOMES, c.outcome)}
                      title={c.error ?? undefined}
                    />
                  </TableCell>
                  <TableCell>{c.caller?.name ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PanelSection>
  );
};
