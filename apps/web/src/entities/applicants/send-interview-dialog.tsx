import {
  INTERVIEW_DEFAULT_EXPIRY_DAYS,
  INTERVIEW_MAX_EXPIRY_DAYS,
  INTERVIEW_TYPES,
  isAllowed,
  type TApplicantKind,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
import { useAppSelector } from '../../shared/store-hooks';
import {
  useCreateVideoGroupMutation,
  useInterviewResumeProfilesQuery,
  useInterviewTypingTestsQuery,
  useSendInterviewsMutation,
  type VideoQuestionChoice,
} from '../interviews';
import { type MailLanguageChoice, MailLanguageField, mailLanguageBody } from './mail-language-field';
import { VideoQuestionsPicker } from './video-questions-picker';

export interface InterviewRecipient {
  applicantId: string;
  applicantKind: TApplicantKind;
  name: string;
}

/** The kinds offered; the others arrive with their issues (video groups, resume profiles). */
const CHOICES = [
  { type: 'typing-assessment', ready: true, note: 'A timed typing test from the screening library.' },
  {
    type: 'video-question',
    ready: true,
    note: 'One-way video questions, answered on camera; one link for all of them.',
  },
  {
    type: 'resume-profile',
    ready: true,
    note: 'The applicant uploads and confirms their resume; it is scored against a resume profile.',
  },
] as const;

interface Choice {
  id: string;
  name: string;
  durationSeconds: number;
}

/** The content a single-content interview is taken on: a typing test or a resume profile. */
const PICKERS = {
  'typing-assessment': {
    label: 'Typing test',
    none: 'No typing tests yet: build one under Typing Tests',
    noMatch: 'No typing test matches',
    failed: 'The typing tests could not be loaded',
    // The length once, even when the test's name already says it ("… (60 s)").
    optionLabel: (o: Choice) =>
      o.name.includes(`(${o.durationSeconds} s)`) ? o.name : `${o.name} (${o.durationSeconds} s)`,
  },
  'resume-profile': {
    label: 'Resume profile',
    none: 'No resume profiles yet: build one under Resume Profiles',
    noMatch: 'No resume profile matches',
    failed: 'The resume profiles could not be loaded',
    optionLabel: (o: Choice) => o.name,
  },
} as const;

const useContentOptions = (kind: keyof typeof PICKERS, search: string) => {
  const typing = useInterviewTypingTestsQuery(search, { skip: kind !== 'typing-assessment' });
  const resume = useInterviewResumeProfilesQuery(search, { skip: kind !== 'resume-profile' });
  const q = kind === 'typing-assessment' ? typing : resume;
  const data: Choice[] =
    kind === 'typing-assessment'
      ? (typing.data ?? [])
      : (resume.data ?? []).map((p) => ({ id: p.id, name: p.name, durationSeconds: 0 }));
  return { data, isFetching: q.isFetching, isError: q.isError };
};

const TypingTestPicker = ({
  kind = 'typing-assessment',
  value,
  onChange,
  error,
}: {
  kind?: keyof typeof PICKERS;
  value: Choice | null;
  onChange: (v: Choice | null) => void;
  error: string;
}) => {
  const text = PICKERS[kind];
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(t);
  }, [input]);
  const { data, isFetching, isError } = useContentOptions(kind, search);
  const options = value && !data.some((o) => o.id === value.id) ? [value, ...data] : data;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v, reason) => {
        if (reason === 'input') setInput(v);
        if (reason === 'clear') setInput('');
      }}
      filterOptions={(x) => x}
      getOptionLabel={text.optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      noOptionsText={search ? text.noMatch : text.none}
      renderInput={(params) => (
        <TextField
          {...params}
          label={text.label}
          required
          error={Boolean(error) || isError}
          helperText={error || (isError ? text.failed : 'Type to search')}
        />
      )}
    />
  );
};

/**
 * "Send interview" for one applicant or many (both trackers): pick the type and the content and
 * how long the link lasts; each applicant is emailed their own link (status Sent).
 */
export const SendInterviewDialog = ({
  recipients,
  onClose,
  onSent,
}: {
  recipients: InterviewRecipient[];
  onClose: () => void;
  onSent?: () => void;
}) => {
  const titleId = useId();
  const typeId = useId();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const perms = useAppSelector((s) => s.auth.role?.permissions);
  // GET /typing-tests/list is granted to these (a call the role may not make ends the session).
  const canPickTypingTests = (
    [
      ['typing-tests', 'view'],
      ['requisitions', 'view'],
      ['req-applicant-tracker', 'edit'],
      ['applicant-tracker', 'edit'],
    ] as const
  ).some(([id, op]) => isAllowed(perms, id, op));
  const [type, setType] = useState<'typing-assessment' | 'video-question' | 'resume-profile'>(
    'typing-assessment',
  );
  const [videoQuestions, setVideoQuestions] = useState<VideoQuestionChoice[]>([]);
  const [createVideoGroup, videoSending] = useCreateVideoGroupMutation();
  const [test, setTest] = useState<Choice | null>(null);
  const [days, setDays] = useState(String(INTERVIEW_DEFAULT_EXPIRY_DAYS));
  const [language, setLanguage] = useState<MailLanguageChoice>('');
  const [errors, setErrors] = useState<{ test?: string; days?: string; form?: string }>({});
  const [send, typingSending] = useSendInterviewsMutation();
  const isLoading = typingSending.isLoading || videoSending.isLoading;
  const one = recipients.length === 1 ? recipients[0] : undefined;

  const submit = async () => {
    const n = Number(days);
    const next: typeof errors = {};
    if (type === 'typing-assessment' && !test) next.test = 'Choose a typing test';
    if (type === 'resume-profile' && !test) next.test = 'Choose a resume profile';
    if (type === 'video-question' && !videoQuestions.length) next.test = 'Choose at least one video question';
    if (!Number.isInteger(n) || n < 1 || n > INTERVIEW_MAX_EXPIRY_DAYS)
      next.days = `Between 1 and ${INTERVIEW_MAX_EXPIRY_DAYS} days`;
    setErrors(next);
    if (next.test || next.days) return;
    if (type === 'video-question') {
      try {
        // One group (one link, the questions in order) per applicant.
        for (const r of recipients)
          await createVideoGroup({
            applicantId: r.applicantId,
            applicantKind: r.applicantKind,
            referenceIds: videoQuestions.map((q) => q.id),
            expiresInDays: n,
            ...mailLanguageBody(language),
          }).unwrap();
        notify(`${recipients.length} video interview(s) sent`);
        onSent?.();
        onClose();
      } catch (e) {
        setErrors({ form: errorMessageOf(e) });
      }
      return;
    }
    if (!test) return;
    try {
      const r = await send({
        type,
        referenceId: test.id,
        expiresInDays: n,
        ...mailLanguageBody(language),
        applicants: recipients.map(({ applicantId, applicantKind }) => ({ applicantId, applicantKind })),
      }).unwrap();
      notify(r.message);
      onSent?.();
      onClose();
    } catch (e) {
      setErrors({ form: errorMessageOf(e) });
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {one ? `Send interview to ${one.name}` : `Send interview to ${recipients.length} applicants`}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start', pt: '8px !important' }}>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <FormControl>
          <FormLabel id={typeId}>Interview type</FormLabel>
          <RadioGroup
            aria-labelledby={typeId}
            value={type}
            onChange={(e) => {
              setType(e.target.value as typeof type);
              setTest(null);
              setErrors({});
            }}
          >
            {CHOICES.map((c) => (
              <Box key={c.type}>
                <FormControlLabel
                  value={c.type}
                  disabled={!c.ready}
                  control={<Radio slotProps={{ input: { 'aria-describedby': `${typeId}-${c.type}` } }} />}
                  label={INTERVIEW_TYPES[c.type].label}
                />
                <FormHelperText id={`${typeId}-${c.type}`} sx={{ mt: -0.75, ml: 4 }}>
                  {c.note}
                </FormHelperText>
              </Box>
            ))}
          </RadioGroup>
        </FormControl>
        {type === 'video-question' ? (
          <VideoQuestionsPicker
            value={videoQuestions}
            onChange={(v) => {
              setVideoQuestions(v);
              setErrors((e) => ({ ...e, test: undefined }));
            }}
            error={errors.test ?? ''}
          />
        ) : type === 'resume-profile' ? (
          <TypingTestPicker
            kind="resume-profile"
            value={test}
            onChange={(v) => {
              setTest(v);
              setErrors((e) => ({ ...e, test: undefined }));
            }}
            error={errors.test ?? ''}
          />
        ) : canPickTypingTests ? (
          <TypingTestPicker
            value={test}
            onChange={(v) => {
              setTest(v);
              setErrors((e) => ({ ...e, test: undefined }));
            }}
            error={errors.test ?? ''}
          />
        ) : (
          <Alert severity="warning">Your role cannot list typing tests, so it cannot send one.</Alert>
        )}
        <MailLanguageField value={language} onChange={setLanguage} />
        <TextField
          label="Link expires after (days)"
          type="number"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={Boolean(errors.days)}
          helperText={errors.days ?? `1 to ${INTERVIEW_MAX_EXPIRY_DAYS} days; unused links stop working then`}
          slotProps={{ htmlInput: { min: 1, max: INTERVIEW_MAX_EXPIRY_DAYS, inputMode: 'numeric' } }}
          sx={{ maxWidth: 260 }}
        />
        <Typography variant="body2" color="text.secondary">
          {one ? `${one.name} gets` : 'Each applicant gets'} an email with a personal link to the test, and a
          reminder if it is not started after a while.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={isLoading || (type === 'typing-assessment' && !canPickTypingTests)}
        >
          {isLoading ? 'Sending…' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
