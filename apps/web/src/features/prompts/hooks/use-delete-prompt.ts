import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useDeletePromptMutation } from '../api';

/** Delete with confirmation; a prompt screening content uses answers 409 naming it (shown centrally). */
export const useDeletePrompt = () => {
  const confirm = useConfirm();
  const [remove] = useDeletePromptMutation();
  return async (prompt: { id: string; name: string }) => {
    const ok = await confirm({
      title: 'Delete prompt?',
      message: `"${prompt.name}" and all its versions will be deleted. Its usage history is kept.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return false;
    try {
      await remove(prompt.id).unwrap();
    } catch {
      return false;
    }
    notify('Prompt deleted');
    return true;
  };
};
