/** The closest fit to a request for room: the core's pure `looseness`. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { looseness } from '../../core/index.ts';

test('meeting the room: 0 for an exact fit, growing to 0.5 at twice the room', () => {
  assert.is(looseness(4, 4, true), 0);
  assert.ok(Math.abs(looseness(6, 4, true) - Math.log2(1.5) / 2) < 1e-12);
  assert.is(looseness(8, 4, true), 0.5);
  assert.is(looseness(40, 4, true), 0.5, 'capped');
  assert.ok(looseness(406.4, 381, true) < looseness(431.8, 381, true), '16 inch fits 15 better than 17 does');
});

test('short of the room (a relaxed bound) is looser than any fit; no value is loosest', () => {
  assert.ok(looseness(16, 17, false) > looseness(34, 17, true));
  assert.ok(looseness(16, 17, false) < looseness(13, 17, false));
  assert.is(looseness(2, 17, false), 1);
  assert.is(looseness(undefined, 17, false), 1);
  assert.is(looseness(0, 17, true), 1, 'a value of 0 tells nothing');
});

test.run();
