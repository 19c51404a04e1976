import { type RefObject, useEffect } from 'react';
import type { TypingSession } from './use-typing-session';

/** Kept in the hidden input so a phone's Backspace always has something to delete (and fires). */
const SENTINEL = ' ';

/**
 * Turns the hidden input's events into keystrokes, on desktop and on phones' on-screen keyboards:
 * typed text (beforeinput), Backspace (keydown, or beforeinput on phones), IME compositions
 * (all but the last composed character go in at once, so a dead key's accent is not typed as a
 * mistake), and blocks paste and drop (counted).
 */
export const useHiddenTypingInput = (ref: RefObject<HTMLInputElement | null>, session: TypingSession) => {
  const { press, deleteWord, pasteAttempt } = session;
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.value = SENTINEL;
    let composed: string[] = []; // composition characters already pressed
    let composing = false;

    const typeText = (text: string) => {
      for (const ch of Array.from(text)) press(ch);
    };
    /** Presses the composition so far, holding its last character back until it settles. */
    const syncComposition = (data: string, final: boolean) => {
      const chars = Array.from(data);
      const wanted = final ? chars : chars.slice(0, -1);
      let same = 0;
      while (same < composed.length && same < wanted.length && composed[same] === wanted[same]) same++;
      for (let i = composed.length; i > same; i--) press('Backspace');
      typeText(wanted.slice(same).join(''));
      composed = wanted;
    };

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.isComposing) return;
      if (e.key === 'Backspace') {
        e.preventDefault();
        if (e.ctrlKey || e.altKey || e.metaKey) deleteWord();
        else press('Backspace');
      } else if (e.key === 'Enter') e.preventDefault();
    };
    const onBeforeInput = (e: InputEvent) => {
      switch (e.inputType) {
        case 'insertText':
          e.preventDefault();
          if (e.data) typeText(e.data);
          return;
        case 'deleteContentBackward':
          e.preventDefault();
          press('Backspace');
          return;
        case 'deleteWordBackward':
          e.preventDefault();
          deleteWord();
          return;
        case 'insertFromPaste':
        case 'insertFromPasteAsQuotation':
        case 'insertFromDrop':
          e.preventDefault();
          pasteAttempt();
          return;
        case 'insertCompositionText':
        case 'deleteCompositionText':
        case 'insertFromComposition':
          return; // not cancelable; handled by the composition events
        default:
          if (e.cancelable) e.preventDefault();
      }
    };
    const onCompositionStart = () => {
      composing = true;
      composed = [];
    };
    const onCompositionUpdate = (e: CompositionEvent) => syncComposition(e.data ?? '', false);
    const onCompositionEnd = (e: CompositionEvent) => {
      syncComposition(e.data ?? '', true);
      composing = false;
      composed = [];
      input.value = SENTINEL;
    };
    const onPaste = (e: Event) => {
      e.preventDefault();
      pasteAttempt();
    };
    /** Anything that slipped through (outside a composition): put the sentinel back. */
    const onInput = () => {
      if (!composing && input.value !== SENTINEL) input.value = SENTINEL;
    };

    const listening = new AbortController();
    const { signal } = listening;
    input.addEventListener('keydown', onKeyDown, { signal });
    input.addEventListener('beforeinput', onBeforeInput, { signal });
    input.addEventListener('compositionstart', onCompositionStart, { signal });
    input.addEventListener('compositionupdate', onCompositionUpdate, { signal });
    input.addEventListener('compositionend', onCompositionEnd, { signal });
    input.addEventListener('paste', onPaste, { signal });
    input.addEventListener('drop', onPaste, { signal });
    input.addEventListener('input', onInput, { signal });
    return () => listening.abort();
  }, [ref, press, deleteWord, pasteAttempt]);
};
