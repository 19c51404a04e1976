import { HONEYPOT_FIELD } from '@ats/contract';
import { useFormContext } from 'react-hook-form';

/**
 * A field people never meet: off-screen, out of the tab order and hidden from assistive
 * technology. Bots that fill every input fill it, and the server then drops the submission.
 */
export const HoneypotField = () => {
  const { register } = useFormContext();
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: -10000, top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor="hiring-form-website">Website (leave empty)</label>
      <input
        id="hiring-form-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register(HONEYPOT_FIELD)}
      />
    </div>
  );
};
