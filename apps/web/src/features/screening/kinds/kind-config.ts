import type { TScreeningKind } from '@ats/contract';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ColumnDefinition, FilterDefinition } from '../../../shared/list';
import type { ContentItem } from '../api';

/**
 * Everything that differs between the six content kinds. The list page, the builder page, the
 * API calls and the delete flow are shared; a kind is only this description.
 */
export interface KindConfig {
  kind: TScreeningKind;
  /** "New question", "New typing test"… */
  newLabel: string;
  /** Columns after the name (the list adds "Used by" and "Updated"). */
  columns: ColumnDefinition<ContentItem>[];
  filters: FilterDefinition[];
  /** The form's schema; its output is the create/update body. */
  schema: z.ZodType<FieldValues, FieldValues>;
  defaultValues: FieldValues;
  toForm: (item: ContentItem) => FieldValues;
  /** The builder's sections of fields (inside the form). */
  Fields: ComponentType;
  /** What the candidate will see, from the current form values. */
  Preview: ComponentType<{ values: FieldValues }>;
}
