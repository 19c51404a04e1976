import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
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

/** The icon of each entry button, the same in the MUI list and the light list. */
export const ACTION_ICONS = { up: ArrowUpward, down: ArrowDownward, remove: DeleteOutline } as const;

export interface OrderedListAction {
  kind: 'up' | 'down' | 'remove';
  label: string;
  disabled: boolean;
  onClick: () => void;
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
  const canRemove = fields.length > min;

  /** The buttons of one entry, in the order both lists draw them: up, down, remove. */
  const entryActions = (index: number): OrderedListAction[] => [
    {
      kind: 'up',
      label: `Move ${itemLabel(index)} up`,
      disabled: index === 0,
      onClick: () => moveTo(index, index - 1),
    },
    {
      kind: 'down',
      label: `Move ${itemLabel(index)} down`,
      disabled: index === fields.length - 1,
      onClick: () => moveTo(index, index + 1),
    },
    {
      kind: 'remove',
      label: `Remove ${itemLabel(index)}`,
      disabled: !canRemove,
      onClick: () => removeAt(index),
    },
  ];

  return {
    label: props.label,
    renderItem: props.renderItem,
    itemLabel,
    fields,
    moveTo,
    entryActions,
    add: { label: addLabel, onClick: () => append(props.newItem()), disabled: fields.length >= max },
    announcement,
    errorText: rootError?.message ?? rootError?.root?.message,
  };
};
