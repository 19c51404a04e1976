import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf, fieldErrorsOf } from '../api-error';
import { useBreadcrumbName } from '../breadcrumbs/breadcrumb-name';
import { useUnsavedChangesGuard } from '../form/use-unsaved-changes-guard';
import { notify } from '../notify/notify';
import { SaveBar } from './save-bar';

export interface BuilderPageProps<S extends z.ZodType<FieldValues, FieldValues>> {
  /** Page heading (e.g. 'Requisition Builder'). */
  title: string;
  /** The contract schema; its messages show in place under each field. */
  schema: S;
  /** Values for a new record, and the shape of the form. */
  defaultValues: z.input<S>;
  /** The loaded record mapped to form values; the form resets whenever it changes. */
  values?: z.input<S>;
  loading?: boolean;
  /** A load error (404 …): shown instead of the form. */
  loadError?: unknown;
  /** The record's name for the breadcrumb (undefined while loading → placeholder). */
  breadcrumbName?: string;
  archived?: boolean;
  /** Saves; throw (e.g. `.unwrap()`) on failure: 400 entries naming a field show under it. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** After a successful save (e.g. navigate to the new record); receives onSubmit's result. */
  onSaved?: (result: unknown, guard: { allowNextNavigation: () => void }) => void;
  /** The sections of form fields (use <FormSection> and the Form* fields). */
  children: ReactNode | ((form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode);
  /** Extra buttons beside Save (Publish, Delete…). */
  actions?: ReactNode;
  readOnly?: boolean;
  saveLabel?: string;
  savedMessage?: string;
}

/**
 * THE builder page (CONVENTIONS §5): schema + react-hook-form + sections of fields + Save /
 * Discard with an unsaved-change warning + a breadcrumb name that loads. See shared/README.md.
 */
export const BuilderPage = <S extends z.ZodType<FieldValues, FieldValues>>(p: BuilderPageProps<S>) => {
  type In = z.input<S>;
  type Out = z.output<S>;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(p.schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: (p.values ?? p.defaultValues) as DefaultValues<In>,
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const { dialog, allowNextNavigation } = useUnsavedChangesGuard(isDirty && !p.readOnly);
  useBreadcrumbName(p.breadcrumbName, { archived: p.archived });

  const valuesSig = p.values ? JSON.stringify(p.values) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the loaded record changes
  useEffect(() => {
    if (p.values) form.reset(p.values as In);
  }, [valuesSig]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await p.onSubmit(values);
      form.reset(form.getValues());
      notify(p.savedMessage ?? 'Saved');
      p.onSaved?.(result, { allowNextNavigation });
    } catch (e) {
      const fields = fieldErrorsOf(e);
      const names = Object.keys(fields);
      for (const name of names) form.setError(name as Path<In>, { type: 'server', message: fields[name] });
      if (!names.length) form.setError('root.server', { type: 'server', message: errorMessageOf(e) });
    }
  });

  if (p.loadError)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorMessageOf(p.loadError, 'This record could not be loaded.')}
      </Alert>
    );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={p.title}>
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            mb: 2,
          }}
        >
          <Typography variant="h1" component="h1" sx={{ flex: 1 }}>
            {p.title}
          </Typography>
          {p.actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{p.actions}</Box>}
        </Box>
        {form.formState.errors.root?.server && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.formState.errors.root.server.message}
          </Alert>
        )}
        {p.loading ? (
          <Stack spacing={2}>
            <Skeleton variant="rounded" height={180} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        ) : (
          <Stack spacing={2}>{typeof p.children === 'function' ? p.children(form) : p.children}</Stack>
        )}
        {!p.readOnly && (
          <SaveBar
            dirty={isDirty}
            saving={isSubmitting}
            saveLabel={p.saveLabel ?? 'Save'}
            saveDisabled={isSubmitting || Boolean(p.loading)}
            onDiscard={() => form.reset()}
            zIndex={2}
          />
        )}
      </Box>
      {dialog}
    </FormProvider>
  );
};
