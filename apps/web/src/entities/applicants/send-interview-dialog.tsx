import { INTERVIEW_TYPES } from '@ats/contract';
import Alert from '@mui/material/Alert';
import { usePickerSearch } from '../../shared/form/use-picker-search';
import { notify } from '../../shared/notify/notify';
import { useCanAny } from '../../shared/permissions/use-can';
import {
  useCreateVideoGroupMutation,
  useInterviewResumeProfilesQuery,
  useInterviewTypingTestsQuery,
  useSendInterviewsMutation,
  type VideoQuestionChoice,
} from '../interviews';
import {
  type SendDialogProps,
  SendLinkDialog,
  type SendLinkValues,
  sendLinkBody,
  sendToAllBody,
  useSendLinkForm,
} from './send-link-dialog';
import { SendKindField, SendPicker } from './send-link-fields';
import { VideoQuestionsPicker } from './video-questions-picker';

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

const TypingTestPicker = ({ kind, name }: { kind: keyof typeof PICKERS; name: string }) => {
  const text = PICKERS[kind];
  const { search, onInputChange } = usePickerSearch();
  const { data, isFetching, isError } = useContentOptions(kind, search);
  return (
    <SendPicker
      name={name}
      label={text.label}
      options={data}
      loading={isFetching}
      getOptionLabel={text.optionLabel}
      noOptionsText={search ? text.noMatch : text.none}
      hint={isError ? text.failed : 'Type to search'}
      failed={isError}
      onInputChange={onInputChange}
    />
  );
};

type InterviewType = (typeof CHOICES)[number]['type'];

interface InterviewForm extends SendLinkValues {
  type: InterviewType;
  test: Choice | null;
  videoQuestions: VideoQuestionChoice[];
}

const checkInterview = (v: InterviewForm) =>
  v.type === 'video-question'
    ? { videoQuestions: v.videoQuestions.length ? undefined : 'Choose at least one video question' }
    : {
        test: v.test
          ? undefined
          : v.type === 'typing-assessment'
            ? 'Choose a typing test'
            : 'Choose a resume profile',
      };

/**
 * "Send interview" for one applicant or many (both trackers): pick the type and the content and
 * how long the link lasts; each applicant is emailed their own link (status Sent).
 */
export const SendInterviewDialog = ({ recipients, onClose, onSent }: SendDialogProps) => {
  // GET /typing-tests/list is granted to these (a call the role may not make ends the session).
  const canPickTypingTests = useCanAny([
    ['typing-tests', 'view'],
    ['requisitions', 'view'],
    ['req-applicant-tracker', 'edit'],
    ['applicant-tracker', 'edit'],
  ] as const);
  const form = useSendLinkForm<InterviewForm>(checkInterview, {
    type: 'typing-assessment',
    test: null,
    videoQuestions: [],
  });
  const type = form.watch('type');
  const [createVideoGroup] = useCreateVideoGroupMutation();
  const [send] = useSendInterviewsMutation();

  const submit = async ({ test, videoQuestions, ...values }: InterviewForm) => {
    if (values.type === 'video-question') {
      // One group (one link, the questions in order) per applicant.
      for (const r of recipients)
        await createVideoGroup({
          applicantId: r.applicantId,
          applicantKind: r.applicantKind,
          referenceIds: videoQuestions.map((q) => q.id),
          ...sendLinkBody(values),
        }).unwrap();
      notify(`${recipients.length} video interview(s) sent`);
      onSent?.();
      onClose();
      return;
    }
    if (!test) return;
    const r = await send({
      type: values.type,
      referenceId: test.id,
      ...sendToAllBody(values, recipients),
    }).unwrap();
    notify(r.message);
    onSent?.();
    onClose();
  };

  return (
    <SendLinkDialog
      what="interview"
      recipients={recipients}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={type === 'typing-assessment' && !canPickTypingTests}
      gets="an email with a personal link to the test"
    >
      <SendKindField
        name="type"
        label="Interview type"
        options={CHOICES.map((c) => ({
          value: c.type,
          label: INTERVIEW_TYPES[c.type].label,
          note: c.note,
          disabled: !c.ready,
        }))}
        onChange={() => {
          form.setValue('test', null);
          form.clearErrors();
        }}
      />
      {type === 'video-question' ? (
        <VideoQuestionsPicker name="videoQuestions" />
      ) : type === 'resume-profile' ? (
        <TypingTestPicker kind="resume-profile" name="test" />
      ) : canPickTypingTests ? (
        <TypingTestPicker kind="typing-assessment" name="test" />
      ) : (
        <Alert severity="warning">Your role cannot list typing tests, so it cannot send one.</Alert>
      )}
    </SendLinkDialog>
  );
};
