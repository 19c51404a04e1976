import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/messages/en.json';
import es from '../../../shared/i18n/messages/es.json';
import { type PersonalInfo, PersonalInfoFields } from './personal-info-fields';

afterEach(cleanup);

/** The text a screen reader reads after the field's name (its `aria-describedby`). */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const value: PersonalInfo = {
  firstName: 'María',
  lastName: 'José Pérez López',
  email: 'maria.perez@example.com',
  phone: '+50683123456',
  address: 'San Pablo, Heredia',
  country: 'costa-rica',
};

const renderIn = async (lng: 'en' | 'es', unsure: string[], errors: Record<string, string> = {}) => {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: { en: { translation: en }, es: { translation: es } } });
  render(
    <I18nextProvider i18n={i18n}>
      <PersonalInfoFields value={value} onChange={() => undefined} errors={errors} unsure={unsure} />
    </I18nextProvider>,
  );
};

describe('personal info read from a resume', () => {
  it('marks the fields the parser was unsure of "Please check", as their accessible description', async () => {
    await renderIn('en', ['address', 'lastName']);
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(description(address)).toBe('Please check: read from your resume, it may be wrong.');
    expect(description(screen.getByRole('textbox', { name: /Last name/ }))).toMatch(/^Please check/);
    // The fields it was sure of carry no mark, and none is marked invalid.
    expect(description(screen.getByRole('textbox', { name: /Email/ }))).toBe('');
    expect(description(screen.getByRole('textbox', { name: /First name/ }))).toBe('');
    expect(screen.getAllByText(/^Please check/)).toHaveLength(2);
    expect(address.getAttribute('aria-invalid')).toBeNull();
    expect(address.closest('[data-warning]')).not.toBeNull();
  });

  it('says it in Spanish on a Spanish page', async () => {
    await renderIn('es', ['address']);
    expect(description(screen.getByRole('textbox', { name: 'Dirección' }))).toBe(
      'Revise este dato: se leyó de su currículum y puede no ser exacto.',
    );
  });

  it('shows an error rather than the mark when the field is wrong', async () => {
    await renderIn('en', ['email'], { email: 'invalid' });
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).not.toMatch(/Please check/);
    expect(email.closest('[data-warning]')).toBeNull();
  });
});
