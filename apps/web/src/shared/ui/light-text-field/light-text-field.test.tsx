import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LightTextField } from './light-text-field';

const Controlled = (props: { error?: boolean; helperText?: string; required?: boolean }) => {
  const [value, setValue] = useState('');
  return (
    <LightTextField
      label="Phone"
      name="phone"
      type="tel"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      {...props}
    />
  );
};

afterEach(cleanup);

describe('LightTextField', () => {
  it('names the input by its label, marks it required, and describes it by its helper text', () => {
    render(<Controlled required helperText="With the country code" />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.name).toBe('phone');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('With the country code').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('announces an error on the field (aria-invalid) with its message as the description', () => {
    render(<Controlled required error helperText="This field is required" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('floats the label when the field has the focus or a value, and lowers it when empty and left', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    const field = input.parentElement?.parentElement as HTMLElement;
    expect(field.hasAttribute('data-shrink')).toBe(false);
    fireEvent.focus(input);
    expect(field.hasAttribute('data-shrink')).toBe(true);
    expect(field.hasAttribute('data-focused')).toBe(true);
    fireEvent.change(input, { target: { value: '+506 8312 3456' } });
    fireEvent.blur(input);
    expect(field.hasAttribute('data-shrink')).toBe(true);
    expect(field.hasAttribute('data-focused')).toBe(false);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(field.hasAttribute('data-shrink')).toBe(false);
  });

  it('is a native select with options, and a textarea when multiline', () => {
    const changes: string[] = [];
    render(
      <>
        <LightTextField
          label="Country"
          value="CR"
          onChange={(e) => changes.push(e.target.value)}
          options={
            <>
              <option value="CR">Costa Rica</option>
              <option value="PH">Philippines</option>
            </>
          }
        />
        <LightTextField label="Why this job" value="" onChange={() => {}} multiline minRows={3} />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    fireEvent.change(select, { target: { value: 'PH' } });
    expect(changes).toEqual(['PH']);
    const area = screen.getByRole('textbox', { name: 'Why this job' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('3');
  });

  it('passes native attributes and events to the element (read-only, max length, paste) without losing its own', () => {
    const pasted: string[] = [];
    render(
      <LightTextField
        label="Share link"
        value="https://example.test/r/1"
        onChange={() => {}}
        size="small"
        helperText="Copy it"
        inputProps={{ readOnly: true, maxLength: 200, onPaste: () => pasted.push('paste') }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.maxLength).toBe(200);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Copy it').id);
    fireEvent.paste(input);
    expect(pasted).toEqual(['paste']);
    expect(input.parentElement?.parentElement?.hasAttribute('data-small')).toBe(true);
  });
});
