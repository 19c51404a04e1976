export { FormDialog } from './form-dialog';
export {
  enumOptions,
  FormChipsInput,
  FormMultiSelect,
  FormSelect,
  FormSwitch,
  type Option,
} from './form-fields';
export { FormOrderedList } from './form-ordered-list';
export { FormRadioGroup } from './form-radio-group';
export { FormSection } from './form-section';
export {
  FormDateField,
  FormNumberField,
  FormTextArea,
  FormTextField,
} from './form-text-field';
export { useCheckedSave } from './use-checked-save';
export { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
