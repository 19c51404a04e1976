import { normaliseTag, TAG_MAX_LENGTH, type TApplicantKind } from '@ats/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notifyAlert } from '../../shared/notify/notify';
import { useCan } from '../../shared/permissions/use-can';
import { useApplicantTagsQuery, useSetApplicantTagsMutation, useTagOptionsQuery } from './api';

const TRACKER = { manual: 'applicant-tracker', requisition: 'req-applicant-tracker' } as const;

/**
 * An applicant's tags: chips for everyone who may see the applicant; editors type a new tag
 * (Enter adds it) or pick one already in use, and remove one with its ✕.
 */
export const ApplicantTags = ({
  applicantKind,
  applicantId,
}: {
  applicantKind: TApplicantKind;
  applicantId: string;
}) => {
  const subject = useMemo(() => ({ applicantKind, applicantId }), [applicantKind, applicantId]);
  const canEdit = useCan(TRACKER[applicantKind], 'edit');
  const { data: tags = [], isLoading } = useApplicantTagsQuery(subject);
  const { data: options = [] } = useTagOptionsQuery(applicantKind, { skip: !canEdit });
  const [setTags, { isLoading: saving }] = useSetApplicantTagsMutation();

  const save = async (next: string[]) => {
    const clean = [...new Set(next.map(normaliseTag).filter((t) => t && t.length <= TAG_MAX_LENGTH))];
    try {
      await setTags({ ...subject, tags: clean }).unwrap();
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  if (!canEdit) {
    return (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }} aria-label="Tags">
        {tags.length ? (
          tags.map((t) => <Chip key={t} size="small" label={t} />)
        ) : (
          <Typography variant="body2" color="text.secondary">
            {isLoading ? '' : 'No tags'}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={options.filter((o) => !tags.includes(o))}
      value={tags}
      disabled={saving}
      onChange={(_e, next) => void save(next as string[])}
      renderValue={(value, getItemProps) =>
        value.map((t, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={t} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags"
          placeholder={tags.length ? '' : 'Add a tag and press Enter'}
          helperText="Press Enter to add a tag"
        />
      )}
    />
  );
};
