import { type ReactNode, useState } from 'react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';

export interface FormOrderedListProps {
  /** Field path of the array in the form values. */
  name: string;
  label: string;
  /** The fields of one entry; use `${name}.${index}.field` names inside. */
  renderItem: (index: number) => ReactNode;
  /** A new, empty entry. */
  newItem: () => FieldValues;
  addLabel?: string;
  /** Short text naming an entry, for announcements and buttons ("Question 2"). */
  itemLabel?: (index: number) => string;
  min?: number;
  max?: number;
}

/**
 * The state of an ordered list field, which the MUI list and the light list both draw: its
 * entries, its error, and moves and removals, each announced to screen readers.
 */
export const useOrderedList = ({
  addLabel = 'Add',
  itemLabel = (i) => `Item ${i + 1}`,
  min = 0,
  max = 500,
  ...props
}: FormOrderedListProps) => {
  const { control, formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: props.name });
  const [announcement, setAnnouncement] = useState('');
  const rootError = formState.errors[props.name] as
    | { message?: string; root?: { message?: string } }
    | undefined;

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    move(from, to);
    setAnnouncement(`${itemLabel(from)} moved to position ${to + 1} of ${fields.length}`);
  };
  const removeAt = (index: number) => {
    remove(index);
    setAnnouncement(`${itemLabel(index)} removed`);
  };
  const add = () => append(props.newItem());

  return {
    ...props,
    addLabel,
    itemLabel,
    canRemove: fields.length > min,
    canAdd: fields.length < max,
    fields,
    add,
    moveTo,
    removeAt,
    announcement,
    errorText: rootError?.message ?? rootError?.root?.message,
  };
};
