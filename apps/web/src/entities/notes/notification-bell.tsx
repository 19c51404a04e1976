import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format/format';
import { visuallyHidden } from '../../shared/ui/visually-hidden';
import { useListNotificationsQuery, useReadNotificationsMutation } from './api';

/**
 * Checked again every minute. Not on window focus: the session query refetches then, and it is
 * the one that tells a user whose role was revoked why they are signed out (SPEC §8).
 */
const POLL_MS = 60_000;

/** The bell in the top bar: unread count, the latest notifications, mark read, open. */
export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useListNotificationsQuery(undefined, { pollingInterval: POLL_MS });
  const [markRead] = useReadNotificationsMutation();
  const navigate = useNavigate();
  const titleId = useId();
  const unread = data?.unread ?? 0;
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';

  const open = (id: string, link: string, read: boolean) => {
    if (!read) void markRead({ ids: [id] });
    setAnchor(null);
    if (link) navigate(link);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {/* The count is shown only when there is one: a hidden "0" would still be the button's text. */}
          {unread ? (
            <Badge badgeContent={unread} color="error" max={99}>
              <Notifications />
            </Badge>
          ) : (
            <Notifications />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 },
          } as object,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
            Notifications
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => void markRead({ all: true })}>
              Mark all read
            </Button>
          )}
        </Box>
        {data?.items.length ? (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {data.items.map((n) => (
              <li key={n.id}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => open(n.id, n.link, n.read)}
                  sx={{
                    all: 'unset',
                    boxSizing: 'border-box',
                    display: 'block',
                    width: '100%',
                    px: 2,
                    py: 1.25,
                    cursor: 'pointer',
                    borderBottom: 1,
                    borderColor: 'divider',
                    bgcolor: n.read ? undefined : 'action.selected',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: n.read ? 400 : 700 }}>
                    {n.read ? (
                      ''
                    ) : (
                      <Box component="span" sx={visuallyHidden}>
                        Unread:{' '}
                      </Box>
                    )}
                    {n.title}
                  </Typography>
                  {n.body && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                      }}
                    >
                      {n.body}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(n.createdAt)}
                  </Typography>
                </Box>
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Nothing new.
          </Typography>
        )}
      </Popover>
    </>
  );
};
