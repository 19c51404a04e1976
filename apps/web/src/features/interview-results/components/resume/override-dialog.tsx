import { type Outcome, OutcomeDialog } from '../outcome-dialog';

/** A recruiter's decision on a resume verdict: an outcome and a required note (audited). */
export const OverrideDialog = ({
  initial,
  onClose,
  onSubmit,
}: {
  initial: Outcome;
  onClose: () => void;
  onSubmit: (v: { outcome: Outcome; note: string }) => Promise<void>;
}) => (
  <OutcomeDialog
    title="Override the verdict"
    intro="The verdict and its evidence are kept; your decision and note are stored next to it and recorded in the audit log."
    noteLabel="Note (required)"
    noteRequired
    submitLabel="Save override"
    initial={{ outcome: initial, note: '' }}
    onClose={onClose}
    onSubmit={onSubmit}
  />
);
