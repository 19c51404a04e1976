import type { TAssessmentTemplate } from '@ats/contract';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useDeleteAssessmentTemplateMutation } from '../api';

/** Delete with confirmation; a template already sent stays (its results keep a copy). */
export const useDeleteTemplate = () => {
  const confirm = useConfirm();
  const [remove] = useDeleteAssessmentTemplateMutation();
  return async (t: TAssessmentTemplate) => {
    if (t.sentCount > 0) {
      notifyAlert(
        `"${t.name}" has been sent to ${t.sentCount} applicant(s) and cannot be deleted.`,
        'warning',
      );
      return false;
    }
    const ok = await confirm({
      title: 'Delete assessment template?',
      message: `"${t.name}" will be deleted.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return false;
    try {
      await remove(t.id).unwrap();
    } catch {
      return false; // the error alert is shown centrally
    }
    notify('Assessment template deleted');
    return true;
  };
};
