import type { TApplicantKind, TCandidateActivityItem, TCandidateActivityType } from '@ats/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../shared/format/format';
import { ListSection, toKeysetList } from '../../shared/list';
import { useCandidateActivityInfiniteQuery } from './api';
import { applicationHref } from './candidate-applications';

const TYPES: { value: TCandidateActivityType | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'note', label: 'Notes' },
  { value: 'file', label: 'Files' },
  { value: 'interview', label: 'Interviews' },
  { value: 'email', label: 'Emails' },
];
const TYPE_LABEL: Record<TCandidateActivityType, string> = {
  note: 'Note',
  file: 'File',
  interview: 'Interview',
  email: 'Email',
};
const NOUN: Record<TCandidateActivityType | 'all', string> = {
  all: 'item',
  note: 'note',
  file: 'file',
  interview: 'interview',
  email: 'email',
};

const ActivityRow = ({
  item,
  current,
}: {
  item: TCandidateActivityItem;
  current: { kind: TApplicantKind; id: string };
}) => {
  const here = item.application.kind === current.kind && item.application.id === current.id;
  return (
    <Box
      component="li"
      sx={{
        borderLeft: 3,
        borderColor: here ? 'primary.main' : 'divider',
        pl: 1.5,
        display: 'grid',
        gap: 0.25,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={TYPE_LABEL[item.type]} variant="outlined" />
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            whiteSpace: item.type === 'note' ? 'pre-line' : undefined,
            flex: '1 1 12rem',
          }}
        >
          {item.title || '(no subject)'}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[
          item.detail,
          item.startsAt ? `on ${formatDateTime(item.startsAt)}` : '',
          item.by ? `by ${item.by}` : '',
          formatDateTime(item.at),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {here ? (
          <>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Application:{' '}
            </Box>
            {item.application.label} (this application)
          </>
        ) : (
          <>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Application:{' '}
            </Box>
            <Link component={RouterLink} to={applicationHref(item.application)} underline="always">
              {item.application.label}
            </Link>
            {item.application.archived ? ' (archived)' : ''}
          </>
        )}
      </Typography>
    </Box>
  );
};

/**
 * "Candidate activity": the notes, files, interviews and emails of every application of this
 * person that the reader may see, newest first, each labelled with its application
 * (docs/decisions/candidates.md#candidate-activity). Items on other applications are only counted.
 */
export const CandidateActivity = ({ kind, applicantId }: { kind: TApplicantKind; applicantId: string }) => {
  const [type, setType] = useState<TCandidateActivityType | 'all'>('all');
  const query = useCandidateActivityInfiniteQuery({
    kind,
    applicantId,
    ...(type === 'all' ? {} : { type }),
  });
  const list = toKeysetList(query);
  const hidden = query.data?.pages[0]?.hiddenCount ?? 0;
  return (
    <ListSection
      title="Candidate activity"
      list={list}
      listLabel="Activity"
      errorText="The activity could not be loaded"
      emptyText="Nothing here yet."
      renderItem={(item) => (
        <ActivityRow
          key={`${item.type}-${item.id}-${item.application.id}`}
          item={item}
          current={{ kind, id: applicantId }}
        />
      )}
      footer={
        hidden > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {hidden} more {NOUN[type]}
            {hidden === 1 ? '' : 's'} on applications outside your lines of business or trackers.
          </Typography>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Notes, files, interviews and emails from all of this person's applications you can see.
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type}
        onChange={(_e, v: TCandidateActivityType | 'all' | null) => v && setType(v)}
        aria-label="Show"
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
      >
        {TYPES.map((t) => (
          <ToggleButton key={t.value} value={t.value}>
            {t.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </ListSection>
  );
};
