import type { TApplicantRef, TUserRef } from '@ats/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useDebounced } from '../../shared/hooks/use-debounced';
import { useMentionableQuery } from './api';
import { mentionQueryAt } from './mention-text';

export interface MentionValue {
  text: string;
  mentions: TUserRef[];
}

/**
 * A note's text box with @mention autocomplete: typing `@` and part of a name lists colleagues
 * who may see this applicant; ↑/↓ choose, Enter or Tab inserts `@Name`, Escape closes the list.
 */
export const MentionEditor = ({
  subject,
  value,
  onChange,
  label,
  error,
  disabled,
  autoFocus,
}: {
  subject: TApplicantRef;
  value: MentionValue;
  onChange: (v: MentionValue) => void;
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}) => {
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [at, setAt] = useState<{ query: string; start: number } | null>(null);
  const [active, setActive] = useState(0);
  const ids = { list: useId(), hint: useId() };
  const query = useDebounced(at?.query ?? '', 150);
  const { data: users = [] } = useMentionableQuery({ ...subject, q: query }, { skip: at === null });
  const open = at !== null && users.length > 0;

  const track = (text: string, caret: number) => {
    setAt(mentionQueryAt(text, caret));
    setActive(0);
  };

  const pick = (user: TUserRef) => {
    if (!at) return;
    const caret = at.start + 1 + at.query.length;
    const inserted = `@${user.name} `;
    const text = value.text.slice(0, at.start) + inserted + value.text.slice(caret);
    onChange({ text, mentions: [...value.mentions.filter((m) => m.id !== user.id), user] });
    setAt(null);
    const next = at.start + inserted.length;
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(next, next);
    });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : users.length - 1)) % users.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      const user = users[active];
      if (user) pick(user);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setAt(null);
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        label={label}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        autoFocus={autoFocus}
        disabled={disabled}
        value={value.text}
        error={Boolean(error)}
        helperText={error ?? 'Type @ to mention a colleague: they get a notification and an email.'}
        inputRef={inputRef}
        onChange={(e) => {
          onChange({ ...value, text: e.target.value });
          track(e.target.value, e.target.selectionStart ?? e.target.value.length);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setAt(null), 150)}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? ids.list : undefined,
            'aria-activedescendant': open ? `${ids.list}-${active}` : undefined,
          },
        }}
      />
      {open && (
        <Paper
          elevation={6}
          sx={{
            position: 'absolute',
            zIndex: 10,
            left: 0,
            right: 0,
            top: '100%',
            mt: -2.5,
            maxHeight: 240,
            overflow: 'auto',
          }}
        >
          <Box
            component="ul"
            role="listbox"
            id={ids.list}
            aria-label="Colleagues to mention"
            sx={{ m: 0, p: 0.5, listStyle: 'none' }}
          >
            {users.map((u, i) => (
              <Box
                component="li"
                key={u.id}
                id={`${ids.list}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(u)}
                sx={{
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: i === active ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {u.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {u.email}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
};
