import {
  APPLICANT_STATUSES,
  labelOf,
  REQUISITION_STATUSES,
  staffPath,
  type TSearchApplication,
  type TSearchResult,
} from '@ats/contract';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebounced } from '../../../shared/hooks/use-debounced';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useGlobalSearchQuery } from '../api';

interface Hit {
  key: string;
  group: 'Candidates' | 'Requisitions';
  /** The person above their first application (candidates grouped by candidate record). */
  person?: { name: string; detail: string };
  /** An application under a person: indented. */
  nested?: boolean;
  title: string;
  detail: string;
  /** Read before an application under a person that is not their first (shown once, above). */
  label: string;
  href: string;
}

const applicationHref = (a: Pick<TSearchApplication, 'kind' | 'id'>) =>
  a.kind === 'manual' ? staffPath('applicant', { id: a.id }) : staffPath('reqApplicant', { id: a.id });

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const resultCount = (d: TSearchResult | undefined) =>
  d
    ? [
        d.candidates.length
          ? `${d.candidates.length} ${d.candidates.length === 1 ? 'person' : 'people'}`
          : '',
        d.requisitions.length ? plural(d.requisitions.length, 'requisition') : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar's search (Ctrl/⌘-K): candidates by name, email or phone and requisitions by uid or
 * name, within what the user may see. One entry per person with each of their applications as an
 * option under it. Keyboard first: type, ↑/↓ to choose, Enter to open.
 */
export const GlobalSearch = () => {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 200);
  const navigate = useNavigate();
  const ids = { title: useId(), list: useId() };
  const { data, isFetching } = useGlobalSearchQuery(q, { skip: !open || q.length < 2 });

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const hits: Hit[] = useMemo(
    () =>
      q.length < 2 || !data
        ? []
        : [
            ...data.candidates.flatMap((c) => {
              const name = c.name || c.email;
              return c.applications.map((a, i) => {
                const status = labelOf(APPLICANT_STATUSES, a.status);
                return {
                  key: `c-${a.kind}-${a.id}`,
                  group: 'Candidates' as const,
                  ...(i === 0
                    ? { person: { name, detail: [c.email, c.phone].filter(Boolean).join(' · ') } }
                    : {}),
                  nested: true,
                  title: a.context,
                  detail: a.matched ? status : `${status} · same person`,
                  label: `${name}, `,
                  href: applicationHref(a),
                };
              });
            }),
            ...data.requisitions.map((r) => ({
              key: `r-${r.id}`,
              group: 'Requisitions' as const,
              title: `${r.requisitionUid} · ${r.name}`,
              detail: labelOf(REQUISITION_STATUSES, r.status),
              label: '',
              href: staffPath('requisition', { requisitionId: r.id }),
            })),
          ],
    [data, q],
  );

  const close = () => {
    setOpen(false);
    setText('');
  };
  const go = (h: Hit | undefined) => {
    if (!h) return;
    close();
    navigate(h.href);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, hits.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[active]);
    }
  };
  const optionId = (i: number) => `${ids.list}-${i}`;

  return (
    <>
      <Tooltip title={`Search (${isMac ? '⌘' : 'Ctrl'}+K)`}>
        <IconButton
          aria-label="Search candidates and requisitions"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
        >
          <Search />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby={ids.title}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography id={ids.title} variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            Search
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label="Name, email, phone or requisition"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
              htmlInput: {
                role: 'combobox',
                'aria-expanded': hits.length > 0,
                'aria-controls': ids.list,
                'aria-autocomplete': 'list',
                'aria-activedescendant': hits.length ? optionId(active) : undefined,
              },
            }}
          />
          {isFetching && <LinearProgress aria-label="Searching" sx={{ mt: 1 }} />}
        </Box>
        <Box
          component="ul"
          id={ids.list}
          role="listbox"
          aria-label="Search results"
          sx={{ listStyle: 'none', m: 0, p: 0, pb: 1, maxHeight: '60vh', overflowY: 'auto' }}
        >
          {hits.map((h, i) => (
            <Box
              component="li"
              key={h.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(h)}
              sx={{
                position: 'relative',
                px: 2,
                py: 1,
                cursor: 'pointer',
                bgcolor: i === active ? 'action.selected' : undefined,
              }}
            >
              {(i === 0 || hits[i - 1]!.group !== h.group) && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ fontWeight: 700, display: 'block' }}
                >
                  {h.group}
                </Typography>
              )}
              {h.person && (
                <Box sx={{ mb: 0.25 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {h.person.name}
                  </Typography>
                  {h.person.detail && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere', display: 'block' }}
                    >
                      {h.person.detail}
                    </Typography>
                  )}
                </Box>
              )}
              <Box sx={h.nested ? { pl: 1.5, borderLeft: 2, borderColor: 'divider' } : undefined}>
                {h.nested && !h.person && (
                  // The option's name carries the person; the row above shows it once.
                  <Box component="span" sx={visuallyHidden}>
                    {h.label}
                  </Box>
                )}
                <Typography
                  variant="body2"
                  sx={{ fontWeight: h.nested ? 500 : 600, overflowWrap: 'anywhere' }}
                >
                  {h.title}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {h.detail}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {q.length < 2
            ? 'Type at least 2 characters.'
            : isFetching
              ? 'Searching…'
              : hits.length
                ? `${resultCount(data)}: ↑ ↓ to choose, Enter to open.`
                : 'No candidates or requisitions match.'}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button onClick={close}>Close</Button>
        </Box>
      </Dialog>
    </>
  );
};
