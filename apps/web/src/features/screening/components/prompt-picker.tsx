import type { TListPage, TPrompt, TPromptListItem } from '@ats/contract';
import { PROMPT_PATHS } from '@ats/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { errorMessageOf, statusOf } from '../../../shared/api-error';
import { apiUrl } from '../../../shared/api-url';
import { baseApi } from '../../../shared/base-api';

/**
 * Prompt-library prompts for the screening builders (resume profiles, typing tests, video
 * questions): pick prompts by name and, where the builder stores pins, run a pinned version or
 * "current". Its own endpoints so no feature imports the prompts feature.
 */
const pickerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pickablePrompts: build.query<TPromptListItem[], void>({
      query: () => ({ url: apiUrl(PROMPT_PATHS.list), params: { limit: 100 } }),
      transformResponse: (r: { data: TListPage<TPromptListItem> }) => r.data.items,
      providesTags: [{ type: 'Prompt', id: 'LIST' }],
    }),
    pickablePromptVersions: build.query<TPrompt, string>({
      query: (id) => apiUrl(PROMPT_PATHS.get, { id }),
      transformResponse: (r: { data: TPrompt }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Prompt', id }],
    }),
  }),
});

const CURRENT = 'current';
type Pin = { promptId: string; versionId: string };

/** Prompts chosen by name (the value stays prompt ids); an unknown id shows as itself. */
export const PromptPicker = ({
  value,
  onChange,
  label = 'AI prompts',
  helperText,
  error,
}: {
  value: string[];
  onChange(ids: string[]): void;
  label?: string;
  helperText?: string;
  error?: string;
}) => {
  const list = pickerApi.usePickablePromptsQuery();
  const byId = new Map((list.data ?? []).map((p) => [p.id, p]));
  const listProblem = list.error
    ? statusOf(list.error) === 403
      ? 'You need access to the prompt library to choose prompts'
      : errorMessageOf(list.error)
    : undefined;
  return (
    <Autocomplete
      multiple
      options={(list.data ?? []).map((p) => p.id)}
      value={value}
      loading={list.isLoading}
      onChange={(_e, ids) => onChange([...new Set(ids)].slice(0, 10))}
      getOptionLabel={(id) => byId.get(id)?.name ?? id}
      renderOption={({ key, ...props }, id) => (
        <li key={key} {...props}>
          <Box>
            <Typography variant="body2">{byId.get(id)?.name ?? id}</Typography>
            <Typography variant="caption" color="text.secondary">
              current version v{byId.get(id)?.currentVersionNumber}
            </Typography>
          </Box>
        </li>
      )}
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={byId.get(id)?.name ?? id} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error || listProblem)}
          helperText={error ?? listProblem ?? helperText ?? 'Choose prompts from the prompt library'}
        />
      )}
    />
  );
};

/** One chosen prompt: which version will run (pinned, or the current one). */
const PinRow = ({
  promptId,
  pin,
  onPin,
}: {
  promptId: string;
  pin: string | undefined;
  onPin(versionId: string | null): void;
}) => {
  const prompt = pickerApi.usePickablePromptVersionsQuery(promptId);
  const p = prompt.data;
  const pinned = p?.versions.find((v) => v.id === pin);
  const runs = pin
    ? pinned
      ? `Runs v${pinned.versionNumber} (pinned)`
      : 'The pinned version no longer exists: pick another'
    : p
      ? `Runs v${p.current.versionNumber} (the current version, following new versions)`
      : '';
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 240px' },
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p?.name ?? promptId}
        </Typography>
        <Typography
          variant="caption"
          color={pin && !pinned ? 'error' : 'text.secondary'}
          data-testid="prompt-runs"
        >
          {prompt.error ? errorMessageOf(prompt.error) : runs}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label={`Version of ${p?.name ?? 'the prompt'}`}
        value={pin && pinned ? pin : CURRENT}
        onChange={(e) => onPin(e.target.value === CURRENT ? null : e.target.value)}
        disabled={!p}
      >
        <MenuItem value={CURRENT}>Current{p ? ` (now v${p.current.versionNumber})` : ''}</MenuItem>
        {(p?.versions ?? []).map((v) => (
          <MenuItem key={v.id} value={v.id}>
            v{v.versionNumber}
            {v.note ? ` – ${v.note.slice(0, 40)}` : ''}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};

/**
 * The builder field: prompts by name (`name`, prompt ids) and, with `pinsName`, a version per
 * prompt (`[{promptId, versionId}]`; "Current" removes the pin), each saying which version runs.
 */
export const FormPromptPicker = ({
  name,
  pinsName,
  label,
  helperText,
}: {
  name: string;
  pinsName?: string;
  label?: string;
  helperText?: string;
}) => {
  const { control, setValue } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  const watched: unknown = useWatch({ control, name: pinsName ?? name });
  const pins: Pin[] = pinsName && Array.isArray(watched) ? (watched as Pin[]) : [];
  const setPins = (next: Pin[]) =>
    pinsName && setValue(pinsName, next, { shouldDirty: true, shouldValidate: true });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <PromptPicker
        value={ids}
        label={label}
        helperText={helperText}
        error={fieldState.error?.message}
        onChange={(next) => {
          field.onChange(next);
          if (pinsName) setPins(pins.filter((p) => next.includes(p.promptId)));
        }}
      />
      {pinsName && ids.length > 0 && (
        <Box
          component="ul"
          aria-label="Prompt versions"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {ids.map((id) => (
            <PinRow
              key={id}
              promptId={id}
              pin={pins.find((p) => p.promptId === id)?.versionId}
              onPin={(versionId) =>
                setPins([
                  ...pins.filter((p) => p.promptId !== id),
                  ...(versionId ? [{ promptId: id, versionId }] : []),
                ])
              }
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
