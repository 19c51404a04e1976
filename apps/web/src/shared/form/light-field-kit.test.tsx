import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { lightFieldKit } from './light-field-kit';

afterEach(cleanup);

const { Text, Number: NumberField, Select, CheckboxGroup, Chips, OrderedList } = lightFieldKit;

/** A form with the light fields; `values` shows what react-hook-form holds, as the submit sends it. */
const Form = () => {
  const form = useForm<Record<string, unknown>>({
    defaultValues: {
      name: '',
      headcount: null,
      country: null,
      channels: [],
      skills: [],
      languages: [{ language: 'English' }, { language: 'Spanish' }],
    },
  });
  return (
    <FormProvider {...form}>
      <Text name="name" label="Your name" required />
      <NumberField name="headcount" label="Headcount" min={1} />
      <Select
        name="country"
        label="Country"
        options={[
          { value: 'india', label: 'India' },
          { value: 'usa', label: 'United States' },
        ]}
      />
      <CheckboxGroup
        name="channels"
        label="Channels"
        options={[
          { value: 'voice', label: 'Voice' },
          { value: 'chat', label: 'Chat' },
        ]}
      />
      <Chips name="skills" label="Required skills" />
      <OrderedList
        name="languages"
        label="Languages"
        itemLabel={(i) => `Language ${i + 1}`}
        newItem={() => ({ language: '' })}
        renderItem={(i) => <Text name={`languages.${i}.language`} label={`Language ${i + 1}`} />}
      />
      <output data-testid="values">{JSON.stringify(form.watch())}</output>
    </FormProvider>
  );
};

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

// The first render starts MUI's styling engine: seconds on a loaded 2-core machine, not a figure.
describe('the light field kit', { timeout: 20_000 }, () => {
  it('keeps the types the contract schema expects: numbers, null for empty, arrays of choices', () => {
    render(<Form />);
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Dana' } });
    fireEvent.change(screen.getByLabelText('Headcount'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'usa' } });
    fireEvent.click(screen.getByLabelText('Chat'));
    expect(values()).toMatchObject({ name: 'Dana', headcount: 25, country: 'usa', channels: ['chat'] });
    fireEvent.change(screen.getByLabelText('Headcount'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Chat'));
    expect(values()).toMatchObject({ headcount: null, country: null, channels: [] });
  });

  it('adds a tag on Enter, on a comma and when the field is left, once each; a tag can be removed', () => {
    render(<Form />);
    const skills = screen.getByLabelText('Required skills');
    fireEvent.change(skills, { target: { value: 'Payroll ' } });
    fireEvent.keyDown(skills, { key: 'Enter' });
    fireEvent.change(skills, { target: { value: 'Excel' } });
    fireEvent.keyDown(skills, { key: ',' });
    fireEvent.change(skills, { target: { value: 'Payroll' } });
    fireEvent.blur(skills);
    expect(values().skills).toEqual(['Payroll', 'Excel']);
    expect((skills as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByLabelText('Remove Payroll'));
    expect(values().skills).toEqual(['Excel']);
  });

  it('moves, removes and adds entries of an ordered list, and says so to screen readers', () => {
    render(<Form />);
    expect(screen.getByLabelText('Move Language 1 up')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Move Language 1 down'));
    expect(values().languages).toEqual([{ language: 'Spanish' }, { language: 'English' }]);
    expect(screen.getByText('Language 1 moved to position 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove Language 2'));
    expect(values().languages).toEqual([{ language: 'Spanish' }]);
    fireEvent.click(screen.getByText('Add'));
    expect(values().languages).toEqual([{ language: 'Spanish' }, { language: '' }]);
  });
});
