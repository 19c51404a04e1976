import type { FieldKit } from './field-kit';
import { FormCheckboxGroup } from './form-checkbox-group';
import { FormChipsInput, FormSelect } from './form-fields';
import { FormOrderedList } from './form-ordered-list';
import { FormDateField, FormNumberField, FormTextArea, FormTextField } from './form-text-field';

/** MUI's fields (menus, autocomplete, ripples): the staff screens. */
export const muiFieldKit: FieldKit = {
  Text: FormTextField,
  TextArea: FormTextArea,
  Number: FormNumberField,
  Date: FormDateField,
  Select: FormSelect,
  CheckboxGroup: FormCheckboxGroup,
  Chips: FormChipsInput,
  OrderedList: FormOrderedList,
};
