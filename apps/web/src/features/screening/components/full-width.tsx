import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FormTextArea } from '../../../shared/form';

/** Spans both columns of a FormSection grid (the shared fields take no className). */
export const FullWidth = ({ children }: { children: ReactNode }) => (
  <Box className="full" sx={{ '& > .MuiFormControl-root': { width: '100%' } }}>
    {children}
  </Box>
);

/** The staff-only description every profile has, across the whole section. */
export const StaffDescription = () => (
  <FullWidth>
    <FormTextArea name="description" label="Description (staff only)" />
  </FullWidth>
);
