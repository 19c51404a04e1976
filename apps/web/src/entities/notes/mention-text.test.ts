import { describe, expect, it } from 'vitest';
import { mentionQueryAt, toEditorText, toStoredBody } from './mention-text';

const ann = { id: '11111111-1111-4111-8111-111111111111', name: 'Ann Lee' };
const annie = { id: '22222222-2222-4222-8222-222222222222', name: 'Ann Lee-Smith' };

describe('mention text', () => {
  it('turns remembered @Names into tokens and back', () => {
    const body = toStoredBody('Hi @Ann Lee and @Ann Lee-Smith, see @Nobody', [ann, annie]);
    expect(body).toBe(`Hi @[Ann Lee](${ann.id}) and @[Ann Lee-Smith](${annie.id}), see @Nobody`);
    expect(toEditorText(body)).toEqual({
      text: 'Hi @Ann Lee and @Ann Lee-Smith, see @Nobody',
      mentions: [ann, annie],
    });
  });

  it('finds the @query before the caret', () => {
    expect(mentionQueryAt('ping @an', 8)).toEqual({ query: 'an', start: 5 });
    expect(mentionQueryAt('@', 1)).toEqual({ query: '', start: 0 });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('@ann lee', 8)).toBeNull();
  });
});
