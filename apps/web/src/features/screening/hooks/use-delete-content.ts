import { SCREENING_CONTENT } from '@ats/contract';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { type ContentItem, useDeleteContentMutation } from '../api';
import type { KindConfig } from '../kinds';

const USER_LABEL = {
  'qualification-question-profiles': 'profile',
  'video-question-profiles': 'profile',
  requisitions: 'requisition',
} as const;

/**
 * Delete with confirmation. Content that something uses cannot be deleted (the server answers
 * 409); the user is told which profiles or requisitions use it before anything is sent.
 */
export const useDeleteContent = (config: KindConfig) => {
  const confirm = useConfirm();
  const [remove] = useDeleteContentMutation();
  const { singular } = SCREENING_CONTENT[config.kind];
  return async (item: ContentItem) => {
    const name = item.name;
    if (item.usedBy.length) {
      const users = item.usedBy.map((u) => `${USER_LABEL[u.kind]} "${u.name}"`).join(', ');
      notifyAlert(`"${name}" is used by ${users}. Remove it there first.`, 'warning');
      return false;
    }
    const ok = await confirm({
      title: `Delete ${singular.toLowerCase()}?`,
      message: `"${name}" will be deleted. Results already recorded keep their copy of it.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return false;
    try {
      await remove({ kind: config.kind, id: item.id }).unwrap();
    } catch {
      return false; // the error alert is shown centrally
    }
    notify(`${singular} deleted`);
    return true;
  };
};
