import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, labelOf, optionsOf, type TAuditLogEntry } from '@ats/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuditDiff } from '../../../entities/history';
import { formatDateTime } from '../../../shared/format/format';
import { type ColumnDefinition, ListPage, NEWEST_OLDEST_SORTS, useListPage } from '../../../shared/list';
import { useUpdateSearchParams } from '../../../shared/routing/use-update-search-params';
import { useAuditActorsQuery, useListAuditLogInfiniteQuery } from '../api';
import { entityHref } from '../components/entity-link';

const actionLabel = (a: string) => a.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const COLUMNS: ColumnDefinition<TAuditLogEntry>[] = [
  { key: 'createdAt', header: 'When', render: (r) => formatDateTime(r.createdAt), width: 170 },
  {
    key: 'actor',
    header: 'Who',
    render: (r) =>
      r.actor ? (
        `${r.actor.name}`
      ) : (
        <Typography variant="body2" color="text.secondary">
          System or candidate
        </Typography>
      ),
  },
  { key: 'action', header: 'Action', render: (r) => actionLabel(r.action) },
  {
    key: 'entity',
    header: 'What',
    render: (r) => {
      const href = entityHref(r.entityType, r.entityId);
      const label = `${labelOf(AUDIT_ENTITY_TYPES, r.entityType) || r.entityType} ${r.entityId.slice(0, 8)}`;
      return href ? (
        <Link component={RouterLink} to={href}>
          {label}
        </Link>
      ) : (
        label
      );
    },
  },
  {
    key: 'diff',
    header: 'Changes',
    // A readable width: on phones the table scrolls sideways instead of growing very tall.
    render: (r) => (
      <Box sx={{ minWidth: 260 }}>
        <AuditDiff diff={r.diff} />
      </Box>
    ),
  },
  { key: 'ip', header: 'From', render: (r) => r.ip ?? '–', hideBelow: 'lg' },
];

/** Settings › Audit Log: every audited change, newest first; read-only (docs/decisions/audit.md#audit-log-screen). */
const AuditLogPage = () => {
  const { data: actors } = useAuditActorsQuery();
  const [search] = useSearchParams();
  const update = useUpdateSearchParams();
  const entityId = search.get('entityId') ?? '';
  const [entityDraft, setEntityDraft] = useState(entityId);
  useEffect(() => setEntityDraft(entityId), [entityId]);
  const page = useListPage(
    {
      columns: COLUMNS,
      filters: [
        { key: 'actor', label: 'Who', options: (actors ?? []).map((a) => ({ value: a.id, label: a.name })) },
        { key: 'entityType', label: 'Entity type', options: optionsOf(AUDIT_ENTITY_TYPES) },
        {
          key: 'action',
          label: 'Action',
          options: AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
        },
      ],
      dateRanges: [{ key: 'created', label: 'When' }],
      defaultSort: '-createdAt',
      sortOptions: NEWEST_OLDEST_SORTS,
      searchLabel: 'Search entity id or actor email',
      exportPath: '/audit-log/export',
      exportFilename: 'audit-log.csv',
      empty: 'No audited changes yet.',
    },
    useListAuditLogInfiniteQuery,
    entityId ? { entityId } : undefined,
  );
  return (
    <ListPage
      {...page}
      title="Audit Log"
      titlesDocument
      description="Every audited change: who made it, to what, when and from where, with the changed fields. Entries cannot be edited or deleted."
      exportParams={Object.fromEntries(Object.entries(page.params.queryArg).filter(([k]) => k !== 'limit'))}
      toolbarExtra={
        <TextField
          size="small"
          label="Entity id"
          value={entityDraft}
          onChange={(e) => setEntityDraft(e.target.value)}
          onBlur={() => update({ entityId: entityDraft.trim() || undefined })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') update({ entityId: entityDraft.trim() || undefined });
          }}
          sx={{ minWidth: 220 }}
        />
      }
    />
  );
};
export default AuditLogPage;
