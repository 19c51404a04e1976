import { labelOf, optionsOf, RESOURCE_AUDIENCES, type TResource } from '@ats/contract';
import Archive from '@mui/icons-material/Archive';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useEffect, useMemo, useState } from 'react';
import { useLobOptionsQuery } from '../../../entities/lookups';
import {
  type ColumnDefinition,
  type FilterDefinition,
  ListPage,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useArchiveResourceMutation,
  useListResourcesInfiniteQuery,
  useUnarchiveResourceMutation,
} from '../api';
import { ResourceDialog } from '../components/resource-dialog';

const COLUMNS: ColumnDefinition<TResource>[] = [
  {
    key: 'title',
    header: 'Title',
    render: (r) => {
      const href = r.url ?? r.file?.url;
      return href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {r.title}
        </Link>
      ) : (
        r.title
      );
    },
  },
  { key: 'audience', header: 'Audience', render: (r) => labelOf(RESOURCE_AUDIENCES, r.audience) },
  { key: 'lob', header: 'Line of business', render: (r) => r.lobName ?? 'Every line', hideBelow: 'md' },
  {
    key: 'kind',
    header: 'Kind',
    render: (r) => (r.file ? `File: ${r.file.fileName}` : 'Link'),
    hideBelow: 'lg',
  },
  { key: 'description', header: 'Description', hideBelow: 'lg' },
];

/** Talent Discovery › Resources: shared documents and links, for staff or candidates. */
const ResourcesPage = () => {
  const canLobs = useCan('lines-of-business');
  const canRequisitions = useCan('requisitions');
  const canEdit = useCan('resources', 'edit');
  const canDelete = useCan('resources', 'delete');
  const { data: lobs } = useLobOptionsQuery(undefined, { skip: !(canLobs || canRequisitions) });
  const filters = useMemo<FilterDefinition[]>(
    () => [
      { key: 'audience', label: 'Audience', options: optionsOf(RESOURCE_AUDIENCES) },
      ...(lobs?.length
        ? [
            {
              key: 'lineOfBusiness',
              label: 'Line of business',
              options: lobs.map((l) => ({ value: l.id, label: l.name })),
            },
          ]
        : []),
    ],
    [lobs],
  );
  const params = useListParams({ filters, defaultSort: '-createdAt' });
  const list = toKeysetList(useListResourcesInfiniteQuery(params.queryArg));
  const [editing, setEditing] = useState<TResource | 'new' | null>(null);
  const [archive] = useArchiveResourceMutation();
  const [unarchive] = useUnarchiveResourceMutation();
  useEffect(() => {
    document.title = 'Resources · ATS';
  }, []);
  return (
    <>
      <ListPage
        title="Resources"
        description="Guides, documents and links for staff and, when marked for candidates, for the applicants of their line of business."
        params={params}
        list={list}
        columns={COLUMNS}
        sortOptions={[
          { value: '-createdAt', label: 'Newest first' },
          { value: 'title', label: 'Title' },
        ]}
        searchLabel="Search title or description"
        empty="No resources yet."
        actions={
          canEdit ? (
            <Button variant="contained" onClick={() => setEditing('new')}>
              New resource
            </Button>
          ) : undefined
        }
        rowActions={(r) => (
          <>
            {canEdit && (
              <IconButton aria-label={`Edit ${r.title}`} onClick={() => setEditing(r)}>
                <Edit />
              </IconButton>
            )}
            {canDelete && (
              <IconButton
                aria-label={`Archive ${r.title}`}
                onClick={async () => {
                  await archive(r.id).unwrap();
                  notify('Resource archived', { onUndo: () => void unarchive(r.id) });
                  list.retry();
                }}
              >
                <Archive />
              </IconButton>
            )}
          </>
        )}
      />
      {editing && (
        <ResourceDialog
          resource={editing === 'new' ? null : editing}
          lobs={lobs ?? []}
          onClose={() => {
            setEditing(null);
            list.retry();
          }}
        />
      )}
    </>
  );
};
export default ResourcesPage;
