import { NOTE_VISIBILITIES, type TApplicantRef, type TNoteAbout, type TNoteVisibility } from '@ats/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { SimpleSelect } from '../../shared/ui/simple-select';
import { MentionEditor, type MentionValue } from './mention-editor';
import { toStoredBody } from './mention-text';

export interface ComposerValue {
  body: string;
  visibility: TNoteVisibility;
  about: TNoteAbout;
}

/** Writes a new note or edits one: text with mentions, who sees it, and what it is about. */
export const NoteComposer = ({
  subject,
  initial,
  aboutChoices,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  subject: TApplicantRef;
  initial: MentionValue & { visibility: TNoteVisibility; about: TNoteAbout };
  /** What the note may be about (a requisition applicant: the person or this application). */
  aboutChoices: TNoteAbout[];
  submitLabel: string;
  onSubmit: (v: ComposerValue) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) => {
  const [value, setValue] = useState<MentionValue>({ text: initial.text, mentions: initial.mentions });
  const [visibility, setVisibility] = useState<TNoteVisibility>(initial.visibility);
  const [about, setAbout] = useState<TNoteAbout>(initial.about);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!value.text.trim()) return setError('Write something first');
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit({ body: toStoredBody(value.text, value.mentions), visibility, about });
      setValue({ text: '', mentions: [] });
    } catch (e) {
      setError(errorMessageOf(e).replace(/^body: /, ''));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <MentionEditor
        subject={subject}
        value={value}
        onChange={setValue}
        label={submitLabel === 'Add note' ? 'New note' : 'Note'}
        error={error}
        disabled={busy}
        autoFocus={autoFocus}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SimpleSelect
          label="Visible to"
          value={visibility}
          onChange={setVisibility}
          options={(Object.keys(NOTE_VISIBILITIES) as TNoteVisibility[]).map((k) => ({
            value: k,
            label: NOTE_VISIBILITIES[k].label,
          }))}
          size="small"
          sx={{ minWidth: 200 }}
        />
        {aboutChoices.length > 1 && (
          <SimpleSelect
            label="About"
            value={about}
            onChange={setAbout}
            options={aboutChoices.map((k) => ({
              value: k,
              label: k === 'candidate' ? 'The candidate' : 'This application',
            }))}
            size="small"
            sx={{ minWidth: 160 }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </Box>
    </Box>
  );
};
