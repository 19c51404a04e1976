import type { TResumeUnreadReason } from '@ats/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../shared/i18n/messages/en.json';
import es from '../../../shared/i18n/messages/es.json';
import { ResumeReadNotice } from './resume-read-notice';

afterEach(cleanup);

const renderIn = async (
  lng: 'en' | 'es',
  props: { reading?: boolean; unread: TResumeUnreadReason | null; failed?: boolean },
) => {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: { en: { translation: en }, es: { translation: es } } });
  const onReadAgain = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ResumeReadNotice reading={props.reading ?? false} {...props} onReadAgain={onReadAgain} />
    </I18nextProvider>,
  );
  return onReadAgain;
};

describe('a resume read that gave nothing', () => {
  it('says the resume could not be read in time, to fill in the details, and offers to read it again', async () => {
    const onReadAgain = await renderIn('en', { unread: 'timeout' });
    expect(screen.getByRole('status').textContent).toMatch(
      /^We could not read your resume in time\. Please fill in your details below/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Read my resume again' }));
    expect(onReadAgain).toHaveBeenCalledTimes(1);
  });

  it('says it in Spanish on a Spanish page, with usted', async () => {
    await renderIn('es', { unread: 'busy' });
    expect(screen.getByRole('status').textContent).toMatch(
      /^En este momento estamos leyendo muchos currículums y no pudimos leer el suyo\. Complete sus datos abajo/,
    );
    expect(screen.getByRole('button', { name: 'Leer mi currículum de nuevo' })).toBeTruthy();
  });

  it('offers no second read of a file that cannot be read, unless the request itself failed', async () => {
    await renderIn('en', { unread: 'unreadable' });
    expect(screen.getByRole('status').textContent).toBe(
      'We could not read your resume. Please fill in your details below.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await renderIn('en', { unread: 'unreadable', failed: true });
    expect(screen.getByRole('button', { name: 'Read my resume again' })).toBeTruthy();
  });

  it('says the resume is being read while it is, and nothing once it was read', async () => {
    await renderIn('en', { reading: true, unread: null });
    expect(screen.getByRole('status').textContent).toBe('Reading your resume…');
    cleanup();
    await renderIn('en', { unread: null });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
