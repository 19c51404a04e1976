import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDebounced } from '../../shared/hooks/use-debounced';
import { PossibleDuplicates } from '../applicants';
import { usePossibleDuplicatesQuery } from './api';

/**
 * Warns while an email or phone is typed (in a react-hook-form with `email` and `phone` fields)
 * that someone in either tracker already has it. Silent until the value is changed, so an edit
 * dialog does not repeat the duplicates it already shows.
 */
export const DuplicateWarning = ({ excludeId }: { excludeId?: string | null | undefined }) => {
  const { control, getFieldState, formState } = useFormContext<{ email?: string; phone?: string }>();
  const [email = '', phone = ''] = useWatch({ control, name: ['email', 'phone'] });
  const changed = getFieldState('email', formState).isDirty || getFieldState('phone', formState).isDirty;
  const [qEmail = '', qPhone = ''] = useDebounced(`${email.trim()}\n${phone.trim()}`, 400).split('\n');
  const q = { email: qEmail, phone: qPhone };
  const digits = q.phone.replace(/\D/g, '');
  const worthAsking = changed && (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(q.email) || digits.length >= 7);
  const { data = [] } = usePossibleDuplicatesQuery(
    {
      email: q.email || undefined,
      phone: digits.length >= 7 ? q.phone : undefined,
      excludeId: excludeId ?? undefined,
    },
    { skip: !worthAsking },
  );
  return (
    <Box aria-live="polite">
      <PossibleDuplicates items={worthAsking ? data : []} />
    </Box>
  );
};
