import { useState } from 'react';
import type { z } from 'zod';
import { errorMessageOf, fieldErrorsOf } from '../api-error';

/**
 * The save of a dialog that keeps its own state (no react-hook-form): `run` checks the values
 * with the contract schema (each field's first message goes to `errors`), then saves while `busy`;
 * a refused save's message goes to `failure` and, with `serverFieldErrors`, the server's messages
 * per field to `errors`.
 */
export const useCheckedSave = ({ serverFieldErrors = false }: { serverFieldErrors?: boolean } = {}) => {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async <S extends z.ZodType>(
    schema: S,
    values: unknown,
    save: (parsed: z.output<S>) => Promise<void>,
  ) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(parsed.data);
    } catch (e) {
      if (serverFieldErrors) setErrors(fieldErrorsOf(e));
      setFailure(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, run };
};
