import { type FormEvent, useRef, useState } from 'react';
import type { Checked } from './sign-in-checks';

type Checks = typeof import('./sign-in-checks');

/**
 * A sign-in form's state without a form library: its values, the contract's check when it is sent
 * (the checks load then: sign-in-checks.ts) and again on each change once it was sent, the focus
 * on the first field in error, and the call's failure for the form to show in place.
 */
export const useSignInForm = <V extends Record<string, string>, T>({
  initial,
  check,
  send,
}: {
  initial: V;
  check: (checks: Checks, values: V) => Checked<T>;
  send: (values: T) => Promise<unknown>;
}) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const checks = useRef<Checks | null>(null);

  const change = (name: keyof V & string) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checks.current) setErrors(check(checks.current, next).errors ?? {});
  };
  /** The props of the field called `name`: value, change and its error message. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    onChange: change(name),
    error: errors[name],
  });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    checks.current ??= await import('./sign-in-checks');
    const checked = check(checks.current, values);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = [...form.elements].find(
        (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.name in checked.errors,
      );
      first?.focus();
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSending(true);
    try {
      await send(checked.values);
    } catch (err) {
      setFailure(err);
    } finally {
      setSending(false);
    }
  };

  return { values, errors, field, submit, sending, failure };
};
