import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../api-error';

/**
 * A form in a dialog (full screen on a phone): its fields, Cancel and the submit button. A refused
 * save puts each field's server message at the field, a conflict (409) at `conflictField` when
 * given, and anything else above the fields; the dialog cannot be closed while it saves.
 */
export const FormDialog = <In extends FieldValues, Out>({
  form,
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
  busyLabel,
  conflictField,
  fieldOf = (name) => name as Path<In>,
  savingLabel = 'Saving…',
  submitDisabled = false,
  maxWidth = 'sm',
}: {
  form: UseFormReturn<In, unknown, Out>;
  title: string;
  submitLabel: string;
  /** Saves the values; throwing an API error shows it in the form. */
  onSubmit: (values: Out) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  /** While set (e.g. 'Uploading…'), the form cannot be submitted and the button says so. */
  busyLabel?: string | false;
  conflictField?: Path<In>;
  /**
   * The form field a server field error belongs to, where the names differ; undefined when the
   * error belongs to no field of the form (the API's whole message then shows above the fields).
   */
  fieldOf?: (serverField: string) => Path<In> | undefined;
  /** What the submit button says while saving. */
  savingLabel?: string;
  /** The form cannot be submitted (e.g. the role cannot list what it would send). */
  submitDisabled?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
}) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (conflictField && statusOf(e) === 409) {
        form.setError(conflictField, { type: 'server', message: errorMessageOf(e) });
        return;
      }
      const fields = fieldErrorsOf(e);
      let placed = 0;
      for (const [name, message] of Object.entries(fields)) {
        const field = fieldOf(name);
        if (!field) continue;
        form.setError(field, { type: 'server', message });
        placed++;
      }
      if (!placed) form.setError('root.server', { type: 'server', message: errorMessageOf(e) });
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {serverError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {serverError}
              </Alert>
            )}
            {children}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting || Boolean(busyLabel) || submitDisabled}
            >
              {isSubmitting ? savingLabel : busyLabel || submitLabel}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
};
