import type { TPrompt } from '@ats/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/format';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { PanelSection } from '../../../shared/ui/panel-section';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useDeletePromptVersionMutation, useMarkPromptVersionCurrentMutation } from '../api';
import { PromptVersionDiff } from './prompt-version-diff';

const when = (iso: string) => formatDateTime(iso);

/** Every saved version: who saved it and when, mark current, delete; and a diff of any two. */
export const VersionsPanel = ({ prompt }: { prompt: TPrompt }) => {
  const canEdit = useCan('prompt-library', 'edit');
  const canDelete = useCan('prompt-library', 'delete');
  const confirm = useConfirm();
  const [markCurrent, marking] = useMarkPromptVersionCurrentMutation();
  const [deleteVersion] = useDeletePromptVersionMutation();
  const versions = prompt.versions;
  // Until the user picks, compare the two newest versions (also right after a save).
  const [left, setLeft] = useState<string | null>(null);
  const [right, setRight] = useState<string | null>(null);
  const has = (id: string | null) => id !== null && versions.some((v) => v.id === id);
  const l = has(left) ? (left as string) : (versions[1]?.id ?? versions[0]?.id ?? '');
  const r = has(right) ? (right as string) : (versions[0]?.id ?? '');

  const remove = async (id: string, n: number) => {
    const ok = await confirm({
      title: `Delete version ${n}?`,
      message: 'Its text is removed; calls already made keep its number in the usage history.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteVersion({ promptId: prompt.id, versionId: id }).unwrap();
      notify(`Version ${n} deleted`);
    } catch {
      // shown centrally
    }
  };

  return (
    <PanelSection id="versions-title" title="Versions">
      <List dense disablePadding aria-label="Saved versions">
        {versions.map((v) => (
          <ListItem
            key={v.id}
            divider
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0 }}
            aria-label={`Version ${v.versionNumber}`}
          >
            <ListItemText
              sx={{ flex: '1 1 220px' }}
              primary={
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                  <strong>Version {v.versionNumber}</strong>
                  {v.isCurrent && (
                    <Chip size="small" color="success" icon={<CheckCircle />} label="Current" />
                  )}
                </Box>
              }
              secondary={`${v.note ? `${v.note} · ` : ''}${v.createdBy?.name ?? 'Unknown'} · ${when(v.createdAt)}`}
            />
            {!v.isCurrent && canEdit && (
              <Button
                size="small"
                disabled={marking.isLoading}
                onClick={async () => {
                  try {
                    await markCurrent({ promptId: prompt.id, id: v.id }).unwrap();
                    notify(`Version ${v.versionNumber} is now current`);
                  } catch {
                    // shown centrally
                  }
                }}
              >
                Mark current
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (version {v.versionNumber})
                </Box>
              </Button>
            )}
            {!v.isCurrent && canDelete && (
              <Button size="small" color="error" onClick={() => void remove(v.id, v.versionNumber)}>
                Delete
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  version {v.versionNumber}
                </Box>
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {versions.length > 1 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>
            Compare versions
          </Typography>
          <PromptVersionDiff versions={versions} left={l} right={r} onLeft={setLeft} onRight={setRight} />
        </Box>
      )}
    </PanelSection>
  );
};
