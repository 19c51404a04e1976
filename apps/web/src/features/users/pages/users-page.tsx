import type { TUser } from '@ats/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useLobOptionsQuery, useRoleOptionsQuery } from '../../../entities/lookups';
import { formatDate } from '../../../shared/format/format';
import {
  type ColumnDefinition,
  type FilterDefinition,
  ListPage,
  RowActionButton,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { useGrantLimits } from '../../../shared/permissions/use-grant-limits';
import { useSession } from '../../../shared/session/use-session';
import { useDeleteUserMutation, useListUsersInfiniteQuery, useSendPasswordEmailMutation } from '../api';
import { UserDialog } from '../components/user-dialog';

const FILTER_KEYS = [{ key: 'roleId' }, { key: 'lineOfBusiness' }];
const SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: '-createdAt', label: 'Newest first' },
];

const lastLogin = (iso: string | null) => formatDate(iso, 'Never');

/** User management: list with search, role and line-of-business filters; add, edit, delete, send password email. */
const UsersPage = () => {
  const params = useListParams({ filters: FILTER_KEYS, defaultSort: 'name' });
  const list = toKeysetList(useListUsersInfiniteQuery(params.queryArg));
  const roles = useRoleOptionsQuery();
  const lobs = useLobOptionsQuery(undefined);
  const canEdit = useCan('user-management', 'edit');
  const canDelete = useCan('user-management', 'delete');
  const me = useSession().user;
  const limits = useGrantLimits();
  const rolePermissions = useMemo(
    () => new Map((roles.data ?? []).map((r) => [r.id, r.permissions])),
    [roles.data],
  );
  /** Users holding more than the signed-in user are out of their reach (the server says 403). */
  const canManage = (u: TUser) => limits.canManageUser(rolePermissions.get(u.roleId), u.linesOfBusiness);
  const confirm = useConfirm();
  const [remove] = useDeleteUserMutation();
  const [sendEmail] = useSendPasswordEmailMutation();
  const [editing, setEditing] = useState<TUser | 'new' | null>(null);
  useEffect(() => {
    document.title = 'User Management · ATS';
  }, []);

  const lobName = useMemo(() => new Map((lobs.data ?? []).map((l) => [l.id, l.name])), [lobs.data]);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        key: 'roleId',
        label: 'Role',
        options: (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
      },
      ...(lobs.isError
        ? []
        : [
            {
              key: 'lineOfBusiness',
              label: 'Line of business',
              options: (lobs.data ?? []).map((l) => ({ value: l.id, label: l.name })),
            },
          ]),
    ],
    [roles.data, lobs.data, lobs.isError],
  );

  const columns = useMemo<ColumnDefinition<TUser>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        render: (u) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {u.firstName} {u.lastName}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'block', md: 'none' }, wordBreak: 'break-all' }}
            >
              {u.email}
            </Typography>
          </Box>
        ),
      },
      { key: 'email', header: 'Email', hideBelow: 'md' },
      { key: 'roleName', header: 'Role' },
      {
        key: 'linesOfBusiness',
        header: 'Lines of business',
        hideBelow: 'lg',
        render: (u) =>
          u.linesOfBusiness.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              All / none
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {u.linesOfBusiness.slice(0, 3).map((id) => (
                <Chip key={id} size="small" label={lobName.get(id) ?? '…'} />
              ))}
              {u.linesOfBusiness.length > 3 && (
                <Chip size="small" label={`+${u.linesOfBusiness.length - 3}`} />
              )}
            </Box>
          ),
      },
      {
        key: 'active',
        header: 'Status',
        hideBelow: 'sm',
        render: (u) => (
          <Chip
            size="small"
            variant="outlined"
            color={u.active ? 'success' : 'default'}
            label={u.active ? 'Active' : 'Disabled'}
          />
        ),
      },
      {
        key: 'lastLoginAt',
        header: 'Last sign-in',
        hideBelow: 'lg',
        render: (u) => lastLogin(u.lastLoginAt),
      },
    ],
    [lobName],
  );

  const onDelete = async (u: TUser) => {
    const ok = await confirm({
      title: `Delete ${u.firstName} ${u.lastName}?`,
      message: 'The user loses access immediately. This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    const done = await remove(u.id)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (done) notify(`${u.firstName} ${u.lastName} was deleted`);
  };

  const onSendEmail = async (u: TUser) => {
    const ok = await confirm({
      title: 'Send password email?',
      message: `${u.email} receives a link to set a new password (valid for 1 hour).`,
      confirmLabel: 'Send',
    });
    if (!ok) return;
    const done = await sendEmail({ email: u.email })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (done) notify(`Password email sent to ${u.email}`);
  };

  return (
    <>
      <ListPage<TUser>
        title="User Management"
        description="People who can sign in, their role and the lines of business they work on."
        params={params}
        list={list}
        columns={columns}
        filters={filters}
        sortOptions={SORTS}
        searchLabel="Search name or email"
        infiniteScroll={false}
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<PersonAddAlt1 />} onClick={() => setEditing('new')}>
              Add user
            </Button>
          )
        }
        rowActions={(u) => (
          <>
            {canEdit && canManage(u) && (
              <>
                <RowActionButton
                  title="Edit"
                  label={`Edit ${u.firstName} ${u.lastName}`}
                  icon={<EditOutlined fontSize="small" />}
                  onClick={() => setEditing(u)}
                />
                <RowActionButton
                  title="Send password email"
                  label={`Send password email to ${u.email}`}
                  icon={<ForwardToInboxOutlined fontSize="small" />}
                  onClick={() => onSendEmail(u)}
                />
              </>
            )}
            {canDelete && u.id !== me?.id && canManage(u) && (
              <RowActionButton
                title="Delete"
                label={`Delete ${u.firstName} ${u.lastName}`}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() => onDelete(u)}
              />
            )}
          </>
        )}
      />
      {editing && <UserDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
};
export default UsersPage;
