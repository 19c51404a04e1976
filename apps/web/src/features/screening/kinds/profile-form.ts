import { z } from 'zod';
import type { ContentItem } from '../api';

/**
 * A profile's form keeps its questions as objects (ordered list entries that carry what the
 * preview shows) and sends their ids as `questionIds`, in order.
 */
export const profileFormSchema = <S extends z.ZodObject>(create: S) =>
  create
    .omit({ questionIds: true } as never)
    .extend({
      questions: z
        .array(z.looseObject({ id: z.string().min(1, 'choose a question') }))
        .min(1, 'add at least one question'),
    })
    .transform(({ questions, ...rest }) => ({ ...rest, questionIds: questions.map((q) => q.id) }));

/** The stored item as form values: without its id, timestamps and usage. */
export const withoutMeta = (item: ContentItem) => {
  const { usedBy: _u, createdAt: _c, updatedAt: _up, id: _id, ...rest } = item;
  return rest;
};

export const profileToForm = (item: ContentItem) => {
  const { questionIds: _ids, ...rest } = withoutMeta(item);
  return { ...rest, questions: (item.questions as ContentItem[]) ?? [] };
};
