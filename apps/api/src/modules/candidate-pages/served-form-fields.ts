import { escapeAttr } from './public-pages';

/**
 * A text field or select of the served forms, drawn like the app's light text field (an outlined
 * box whose label sits on its border), with its hint or error under it.
 */
const ARROW =
  '<svg class="arrow" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 10l5 5 5-5z"/></svg>';

export interface FieldSpec {
  name: string;
  label: string;
  value: string;
  required?: boolean;
  type?: string;
  autocomplete?: string;
  /** The error shown under the field (it is then aria-invalid and described by it). */
  error?: string;
  hint?: string;
  /** Hints by the value of another field (the phone's example by country), for the page's script. */
  hints?: Record<string, string>;
  multiline?: boolean;
  maxlength?: number;
  /** Native select options: value and label. */
  options?: [string, string][];
  className?: string;
}

/** One outlined text field (input, textarea or native select) with its label and helper text. */
export const textField = (f: FieldSpec) => {
  const id = `f-${f.name}`;
  const help = f.error ?? f.hint;
  const attrs = [
    `class="in" id="${id}" name="${f.name}"`,
    f.required ? 'required' : '',
    f.autocomplete ? `autocomplete="${f.autocomplete}"` : '',
    f.maxlength ? `maxlength="${f.maxlength}"` : '',
    f.error ? 'aria-invalid="true"' : '',
    help ? `aria-describedby="${id}-help"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const control = f.options
    ? `<select ${attrs}>${f.options
        .map(
          ([v, label]) =>
            `<option value="${escapeAttr(v)}"${v === f.value ? ' selected' : ''}>${escapeAttr(label)}</option>`,
        )
        .join('')}</select>${ARROW}`
    : f.multiline
      ? `<textarea ${attrs} rows="2" placeholder=" ">${escapeAttr(f.value)}</textarea>`
      : `<input ${attrs} type="${f.type ?? 'text'}" placeholder=" " value="${escapeAttr(f.value)}" />`;
  const star = f.required ? '<span aria-hidden="true"> *</span>' : '';
  return [
    `<div class="f${f.error ? ' err' : ''}${f.className ? ` ${f.className}` : ''}"><div class="box">`,
    control,
    `<label for="${id}">${f.label}${star}</label>`,
    `<fieldset aria-hidden="true"><legend><span>${f.label}${f.required ? ' *' : ''}</span></legend></fieldset>`,
    '</div>',
    help
      ? `<p class="hint" id="${id}-help"${f.hints && !f.error ? ` data-hints="${escapeAttr(JSON.stringify(f.hints))}"` : ''}>${help}</p>`
      : '',
    '</div>',
  ].join('');
};
