import type { TScreeningKind } from '@ats/contract';
import { call } from './api-client';

type Item = { id: string; name: string; usedBy: { kind: string; id: string; name: string }[] } & Record<
  string,
  unknown
>;

/** Screening content through the API (any of the six kinds). */
export const createContent = (token: string, kind: TScreeningKind, body: object) =>
  call<Item>('POST', `/${kind}/create`, { token, body });

export const getContent = (token: string, kind: TScreeningKind, id: string) =>
  call<Item>('GET', `/${kind}/get/${id}`, { token });

export const videoQuestion = (token: string, question: string) =>
  createContent(token, 'video-questions', {
    question,
    thinkTimeSeconds: 20,
    maxAnswerSeconds: 90,
    retakes: 1,
  });

export const textQuestion = (token: string, text: string) =>
  createContent(token, 'qualification-questions', { text, type: 'text-entry', required: true });
