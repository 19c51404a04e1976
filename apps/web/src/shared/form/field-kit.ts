import type { ComponentType } from 'react';
import type { FormOrderedListProps } from './form-ordered-list';
import type { BaseProps } from './form-text-field';

interface KitOption {
  value: string;
  label: string;
}

/**
 * The fields a form built from shared parts draws with: MUI's (`muiFieldKit`, the staff screens)
 * or native controls that look the same (`lightFieldKit`, the public pages, a fifth of the
 * script). A form section that both sides show (the class request's) takes the kit as a prop, so
 * each side downloads only its own.
 */
export interface FieldKit {
  Text: ComponentType<BaseProps & { type?: string; autoComplete?: string }>;
  TextArea: ComponentType<BaseProps & { rows?: number }>;
  Number: ComponentType<BaseProps & { min?: number; max?: number; step?: number }>;
  Date: ComponentType<BaseProps>;
  Select: ComponentType<BaseProps & { options: KitOption[]; emptyLabel?: string }>;
  CheckboxGroup: ComponentType<{ name: string; label: string; options: KitOption[]; required?: boolean }>;
  /** Free-text tags; the value is a string array. */
  Chips: ComponentType<BaseProps>;
  /** An ordered list of entries, each with its own fields. */
  OrderedList: ComponentType<FormOrderedListProps>;
}
