import { OutcomeDialog } from './outcome-dialog';

export interface Evaluation {
  outcome: 'passed' | 'failed';
  notes: string;
}

/** The reviewer's decision on a submitted result (marks it evaluated). */
export const EvaluateDialog = ({
  initial,
  onClose,
  onSubmit,
}: {
  initial: Evaluation;
  onClose: () => void;
  onSubmit: (v: Evaluation) => Promise<void>;
}) => (
  <OutcomeDialog
    title="Evaluate result"
    noteLabel="Notes"
    submitLabel="Mark evaluated"
    initial={{ outcome: initial.outcome, note: initial.notes }}
    onClose={onClose}
    onSubmit={(v) => onSubmit({ outcome: v.outcome, notes: v.note })}
  />
);
