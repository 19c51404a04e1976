import type { TClassRequestSubmit, TClassRequestType } from '@ats/contract';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ClassRequestSections } from '../../../entities/class-requests';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api-error';
import { FormSection } from '../../../shared/form/form-section';
import { lightFieldKit } from '../../../shared/form/light-field-kit';
import { LightErrorAlert } from '../../../shared/ui/light-alert/light-error-alert';
import { LightButton } from '../../../shared/ui/light-button/light-button';
import { submitHiringRequest } from '../api';
import { HoneypotField } from './honeypot-field';

type FormValues = Record<string, unknown>;

const COMMON_DEFAULTS = {
  requesterName: '',
  email: '',
  phone: '',
  company: '',
  positionTitle: '',
  headcount: null,
  targetStartDate: null,
  country: null,
  location: '',
  workMode: null,
  employmentType: null,
  shift: null,
  hoursPerWeek: 40,
  payMin: null,
  payMax: null,
  payCurrency: 'USD',
  payPeriod: 'month',
  notes: '',
  website: '',
};

const DEFAULTS: Record<TClassRequestType, FormValues> = {
  agent: {
    type: 'agent',
    ...COMMON_DEFAULTS,
    channels: [],
    languages: [{ language: 'English', level: null }],
    minTypingWpm: 0,
    callCenterExperience: null,
    accountType: null,
  },
  'non-agent': {
    type: 'non-agent',
    ...COMMON_DEFAULTS,
    department: '',
    seniority: null,
    requiredSkills: [],
    educationLevel: null,
  },
};

/** Every message of a (nested) react-hook-form error tree, in field order. */
const messagesOf = (errors: FieldErrors): string[] =>
  Object.values(errors).flatMap((e) => {
    if (!e || typeof e !== 'object') return [];
    const own =
      typeof (e as { message?: unknown }).message === 'string' ? [(e as { message: string }).message] : [];
    const nested = Object.entries(e)
      .filter(([k, v]) => !['message', 'type', 'ref', 'types'].includes(k) && v && typeof v === 'object')
      .flatMap(([, v]) => messagesOf({ x: v } as FieldErrors));
    return own.length ? own : nested;
  });

/**
 * The contract schema's resolver, loaded on first use (the first field left or the first send),
 * and as soon as the guest focuses a field, so it is there by the first check.
 */
const lazyResolver = (type: TClassRequestType) => {
  let loading: Promise<Resolver<FormValues>> | undefined;
  const load = () => {
    loading ??= import('./hiring-form-validation').then((m) => m.hiringFormResolver<FormValues>(type));
    return loading;
  };
  const resolver: Resolver<FormValues> = async (values, context, options) => {
    try {
      return (await load())(values, context, options);
    } catch {
      // The checks could not be fetched (the connection dropped): say so; the next try fetches again.
      loading = undefined;
      return {
        values: {},
        errors: {
          root: {
            type: 'network',
            message: 'Your answers could not be checked. Check your connection and try again.',
          },
        },
      };
    }
  };
  return { resolver, load };
};

/**
 * The guest's hiring form, agent or non-agent: the contract schema validates it here and again on
 * the server; errors show under each field, and a summary at the top is announced and focused.
 */
export const HiringForm = ({ type }: { type: TClassRequestType }) => {
  const { Text, TextArea } = lightFieldKit;
  const [validation] = useState(() => lazyResolver(type));
  const form = useForm<FormValues>({
    resolver: validation.resolver,
    defaultValues: DEFAULTS[type],
    mode: 'onTouched',
    // The error summary takes focus instead (it is announced and lists every problem).
    shouldFocusError: false,
  });
  const [isLoading, setLoading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const problems = messagesOf(form.formState.errors);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      setLoading(true);
      try {
        const result = await submitHiringRequest(values as TClassRequestSubmit);
        const params = new URLSearchParams({ ref: result.referenceNumber, position: result.positionTitle });
        navigate(`/talent-discovery-hiring-form/confirmation?${params}`, { replace: true });
      } catch (e) {
        const fields = fieldErrorsOf(e);
        for (const [name, message] of Object.entries(fields))
          form.setError(name, { type: 'server', message });
        if (!Object.keys(fields).length)
          setServerError(errorMessageOf(e, 'Your request could not be sent. Please try again.'));
        requestAnimationFrame(() => summaryRef.current?.focus());
      } finally {
        setLoading(false);
      }
    },
    () => requestAnimationFrame(() => summaryRef.current?.focus()),
  );

  const showSummary = serverError || (form.formState.isSubmitted && problems.length > 0);

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void validation.load()}
        aria-labelledby="hiring-form-title"
        sx={{ position: 'relative' }}
      >
        <Stack spacing={2}>
          <Box
            ref={summaryRef}
            tabIndex={-1}
            sx={{
              outline: 'none',
              '&:focus-visible .light-error-alert': {
                outline: 2,
                outlineColor: 'error.main',
                outlineStyle: 'solid',
              },
            }}
          >
            {showSummary && (
              <LightErrorAlert>
                {serverError ?? (
                  <>
                    <Typography component="p" sx={{ fontWeight: 700 }}>
                      Please check {problems.length === 1 ? 'one field' : `${problems.length} fields`}:
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {problems.slice(0, 8).map((m, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: messages can repeat
                        <li key={i}>{m}</li>
                      ))}
                      {problems.length > 8 && <li>and {problems.length - 8} more, shown under each field</li>}
                    </Box>
                  </>
                )}
              </LightErrorAlert>
            )}
          </Box>

          <FormSection title="1. About you" description="So we can reach you about this request.">
            <Text name="requesterName" label="Your name" autoComplete="name" required />
            <Text name="company" label="Company" autoComplete="organization" required />
            <Text name="email" label="Work email" type="email" autoComplete="email" required />
            <Text
              name="phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              required
              helperText="Include the country code, e.g. +63"
            />
          </FormSection>

          <ClassRequestSections type={type} numbered fields={lightFieldKit} />

          <FormSection title="5. Anything else?">
            <div className="full">
              <TextArea
                name="notes"
                label="Notes (optional)"
                rows={4}
                helperText="Schedules, certifications, anything that helps us find the right people"
              />
            </div>
          </FormSection>

          <HoneypotField />

          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LightButton
              type="submit"
              look="contained"
              size="large"
              disabled={isLoading}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {isLoading ? 'Sending…' : 'Send request'}
              <Send fontSize="small" aria-hidden />
            </LightButton>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
};
