import { SAVED_VIEW_KEYS, type TSavedViewList } from '@ats/contract';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../shared/api-error';
import { notify, notifyAlert } from '../../shared/notify/notify';
import { useUpdateSearchParams } from '../../shared/routing/use-update-search-params';
import { useCreateSavedViewMutation, useDeleteSavedViewMutation, useListSavedViewsQuery } from './api';

/** The part of the current URL a view keeps (same keys as the server keeps). */
const currentQuery = (params: URLSearchParams) => {
  const kept = new URLSearchParams();
  for (const k of SAVED_VIEW_KEYS) {
    const v = params.get(k);
    if (v) kept.set(k, v);
  }
  return kept;
};

/**
 * "Views" beside a tracker's toolbar: the user's saved filter sets for this list, applied with
 * one click, plus "Save current view…" (name the URL's current search, sort and filters).
 */
export const SavedViewsMenu = ({ list }: { list: TSavedViewList }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const { data: views = [] } = useListSavedViewsQuery(list);
  const [create, { isLoading: saving }] = useCreateSavedViewMutation();
  const [remove] = useDeleteSavedViewMutation();
  const ids = { menu: useId(), button: useId(), title: useId() };
  const query = currentQuery(params);
  const current = views.find((v) => v.query === query.toString());

  const apply = (q: string) => {
    const next = new URLSearchParams(q);
    update(Object.fromEntries(SAVED_VIEW_KEYS.map((k) => [k, next.get(k) ?? undefined])));
    setAnchor(null);
  };

  const save = async () => {
    try {
      const v = await create({ list, name: name.trim(), query: query.toString() }).unwrap();
      notify(`View "${v.name}" saved`);
      setNaming(false);
      setName('');
    } catch (e) {
      setError(errorMessageOf(e).replace(/^(name|query): /, ''));
    }
  };

  return (
    <>
      <Button
        id={ids.button}
        variant="outlined"
        startIcon={<BookmarkBorder />}
        aria-haspopup="menu"
        aria-controls={anchor ? ids.menu : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {current ? current.name : 'Views'}
      </Button>
      <Menu
        id={ids.menu}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': ids.button } }}
      >
        {views.map((v) => (
          <MenuItem key={v.id} selected={v.id === current?.id} onClick={() => apply(v.query)} sx={{ pr: 1 }}>
            <Box sx={{ flex: 1, mr: 2 }}>{v.name}</Box>
            <IconButton
              size="small"
              aria-label={`Delete view ${v.name}`}
              onClick={(e) => {
                e.stopPropagation();
                remove({ id: v.id, list })
                  .unwrap()
                  .then((r) => notify(r.message))
                  .catch((err) => notifyAlert(errorMessageOf(err)));
              }}
            >
              <Close fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {views.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">No saved views yet</Typography>
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          disabled={!query.toString()}
          onClick={() => {
            setAnchor(null);
            setError(undefined);
            setNaming(true);
          }}
        >
          {query.toString() ? 'Save current view…' : 'Search or filter first to save a view'}
        </MenuItem>
      </Menu>
      {naming && (
        <Dialog open onClose={() => setNaming(false)} aria-labelledby={ids.title} fullWidth maxWidth="xs">
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <DialogTitle id={ids.title}>Save current view</DialogTitle>
            <DialogContent>
              <TextField
                autoFocus
                fullWidth
                label="View name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={Boolean(error)}
                helperText={error ?? 'Saves the search, sort and filters of this list for you.'}
                slotProps={{ htmlInput: { maxLength: 60 } }}
                sx={{ mt: 1 }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setNaming(false)}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={saving || !name.trim()}>
                Save
              </Button>
            </DialogActions>
          </Box>
        </Dialog>
      )}
    </>
  );
};
