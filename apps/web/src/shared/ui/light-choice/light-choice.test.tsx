import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LightCheckbox, LightRadio } from './light-choice';

afterEach(cleanup);

const Consent = () => {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <LightCheckbox
        label="I agree"
        checked={checked}
        onChange={(e) => setChecked(e.target.checked)}
        aria-describedby="help"
      />
      <p id="help">It is deleted later.</p>
    </>
  );
};

const Question = () => {
  const [answer, setAnswer] = useState<number | null>(null);
  return (
    <div role="radiogroup" aria-label="Pick one">
      {['Yes', 'No'].map((o, i) => (
        <LightRadio
          key={o}
          name="q1"
          value={String(i)}
          label={o}
          checked={answer === i}
          onChange={() => setAnswer(i)}
        />
      ))}
    </div>
  );
};

describe('LightCheckbox', () => {
  it('is a checkbox named by its label, described by its help, and toggled by a click on the label', () => {
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    expect(box.getAttribute('aria-describedby')).toBe('help');
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('I agree'));
    expect(box.checked).toBe(true);
  });
});

describe('LightRadio', () => {
  it('groups native radios by name: choosing one unchecks the other', () => {
    render(<Question />);
    const yes = screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    const no = screen.getByRole('radio', { name: 'No' }) as HTMLInputElement;
    fireEvent.click(yes);
    expect(yes.checked).toBe(true);
    fireEvent.click(screen.getByText('No'));
    expect(no.checked).toBe(true);
    expect(yes.checked).toBe(false);
    expect(no.name).toBe('q1');
  });
});
