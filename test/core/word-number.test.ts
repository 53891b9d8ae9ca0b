/** wordNumber: the number one word spells, shared by the search, its quantity rules and the chat's claims. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wordNumber } from '../../core/index.ts';

test('a word of three letters or more spelling a number', () => {
  assert.is(wordNumber('one'), 1);
  assert.is(wordNumber('twelve'), 12);
  assert.is(wordNumber('twenty-two'), 22);
  assert.is(wordNumber('hundred'), 100);
});

test('not "a", not the "and" of "a hundred and fifty", not other words', () => {
  assert.is(wordNumber('a'), undefined);
  assert.is(wordNumber('and'), undefined);
  assert.is(wordNumber('tent'), undefined);
  assert.is(wordNumber('2'), undefined);
});

test.run();
