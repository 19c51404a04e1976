import {
  SCHEDULER_TIME_ZONES,
  type TApplicantKind,
  type TInterviewerOption,
  type TScheduledInterview,
  ZInterviewScheduleInput,
} from '@ats/contract';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCheckedSave } from '../../shared/form';
import { notify } from '../../shared/notify/notify';
import { ActionDialog } from '../../shared/ui/action-dialog/action-dialog';
import { type TemplateLanguageChoice, TemplatePicker, templateLanguageBody } from '../candidate-emails';
import {
  useApplicantScheduleQuery,
  useInterviewerOptionsQuery,
  useRescheduleInterviewMutation,
  useScheduleInterviewMutation,
} from './api';

const DURATIONS = [15, 30, 45, 60, 90, 120];
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * The scheduler: date, time in a zone (the candidate's country's by default), duration, place or
 * video link, interviewers, and the invitation template. The candidate and the interviewers get
 * the email with the calendar invitation; with `interview` it reschedules (an update is sent).
 */
export const ScheduleInterviewDialog = ({
  kind,
  applicantId,
  candidateName,
  interview,
  onClose,
}: {
  kind: TApplicantKind;
  applicantId: string;
  candidateName?: string;
  interview?: TScheduledInterview;
  onClose: () => void;
}) => {
  const { data: schedule } = useApplicantScheduleQuery({ kind, applicantId });
  const [search, setSearch] = useState('');
  const { data: options = [] } = useInterviewerOptionsQuery(search);
  const [create] = useScheduleInterviewMutation();
  const [reschedule] = useRescheduleInterviewMutation();
  const [date, setDate] = useState(interview?.date ?? tomorrow());
  const [time, setTime] = useState(interview?.time ?? '10:00');
  const [zone, setZone] = useState<string | null>(interview?.timeZone ?? null);
  const [duration, setDuration] = useState(interview?.durationMinutes ?? 45);
  const [location, setLocation] = useState(interview?.location ?? '');
  const [videoUrl, setVideoUrl] = useState(interview?.videoUrl ?? '');
  const [interviewers, setInterviewers] = useState<TInterviewerOption[]>(interview?.interviewers ?? []);
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState<TemplateLanguageChoice>('');
  const { errors, failure, busy, run } = useCheckedSave();
  const timeZone = zone ?? schedule?.defaultTimeZone ?? 'UTC';
  const zones = [...new Set([timeZone, ...SCHEDULER_TIME_ZONES])];

  const submit = async () => {
    const body = {
      date,
      time,
      timeZone,
      durationMinutes: duration,
      location,
      videoUrl,
      interviewerIds: interviewers.map((i) => i.id),
      templateId: templateId || null,
      ...templateLanguageBody(language),
    };
    await run(ZInterviewScheduleInput, body, async () => {
      if (interview) await reschedule({ id: interview.id, body }).unwrap();
      else await create({ kind, applicantId, ...body }).unwrap();
      notify(interview ? 'Interview rescheduled; updates sent' : 'Interview scheduled; invitations sent');
      onClose();
    });
  };

  return (
    <ActionDialog
      title={
        <>
          {interview ? 'Reschedule interview' : 'Schedule interview'}
          {candidateName ? ` with ${candidateName}` : ''}
        </>
      }
      maxWidth="sm"
      contentSx={{ pt: '8px !important', gridTemplateColumns: { sm: '1fr 1fr' } }}
      error={failure}
      busy={busy}
      cancelLabel={interview ? 'Cancel' : 'Not now'}
      submitLabel={interview ? 'Reschedule and send update' : 'Schedule and send invitations'}
      busyLabel="Sending…"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Date"
        type="date"
        required
        value={date}
        onChange={(e) => setDate(e.target.value)}
        error={Boolean(errors.date)}
        helperText={errors.date}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Time"
        type="time"
        required
        value={time}
        onChange={(e) => setTime(e.target.value)}
        error={Boolean(errors.time)}
        helperText={errors.time}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label="Time zone"
        value={timeZone}
        onChange={(e) => setZone(e.target.value)}
        helperText={zone ? undefined : "The candidate's country's zone"}
      >
        {zones.map((z) => (
          <MenuItem key={z} value={z}>
            {z}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Duration"
        value={duration}
        onChange={(e) => setDuration(Number(e.target.value))}
      >
        {DURATIONS.map((d) => (
          <MenuItem key={d} value={d}>
            {d < 60 ? `${d} min` : `${d / 60} h${d % 60 ? ` ${d % 60} min` : ''}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Place"
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        error={Boolean(errors.location)}
        helperText={errors.location ?? 'An address or room'}
      />
      <TextField
        label="Video link"
        type="url"
        value={videoUrl}
        onChange={(e) => setVideoUrl(e.target.value)}
        error={Boolean(errors.videoUrl)}
        helperText={errors.videoUrl ?? 'https://…'}
      />
      <Autocomplete
        multiple
        sx={{ gridColumn: '1 / -1' }}
        options={options}
        value={interviewers}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(o) => `${o.name} (${o.email})`}
        onChange={(_e, v) => setInterviewers(v)}
        onInputChange={(_e, v) => setSearch(v)}
        filterOptions={(x) => x}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Interviewers"
            required
            error={Boolean(errors.interviewerIds)}
            helperText={errors.interviewerIds}
          />
        )}
      />
      <div style={{ gridColumn: '1 / -1' }}>
        <TemplatePicker
          purpose="invitation"
          value={templateId}
          onChange={setTemplateId}
          onLanguageChange={setLanguage}
          label="Invitation email"
        />
      </div>
    </ActionDialog>
  );
};
