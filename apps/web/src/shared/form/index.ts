export { FormCheckboxGroup } from './form-checkbox-group';
export { FormDialog } from './form-dialog';
export {
  enumOptions,
  FormChipsInput,
  FormMultiSelect,
  FormSelect,
  FormSwitch,
  type Option,
} from './form-fields';
export { FormOrderedList, type FormOrderedListProps } from './form-ordered-list';
export { FormRadioGroup } from './form-radio-group';
export { FormSection } from './form-section';
export {
  type BaseProps,
  FormDateField,
  FormNumberField,
  FormTextArea,
  FormTextField,
} from './form-text-field';
export { useCheckedSave } from './use-checked-save';
export { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
