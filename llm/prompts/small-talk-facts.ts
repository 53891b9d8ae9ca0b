/** The search prompt's `smallTalk` (search-prompt.ts), from the facts the offline reply states (small-talk-reply.ts). */
import type { SmallTalk } from '../../core/index.ts';
import { cleanText } from './data-block.ts';
import { departmentsSaid, smallTalkNamesNoProduct } from '../offline/small-talk-reply.ts';

/**
 * Small talk as the offline reply answers it: its kind, the departments as named, whether the list is kept, and
 * whether the reply names no product (a goodbye, or declining with no list kept).
 */
export function smallTalkFacts(talk: SmallTalk, shown: number) {
  const departments = departmentsSaid(talk).map((name) => cleanText(name, 120));
  return {
    kind: talk.kind,
    listKept: talk.kept === true,
    ...(smallTalkNamesNoProduct(talk, shown) && { namesNoProduct: true }),
    ...(departments.length > 0 && { departments, moreDepartments: talk.moreDepartments === true }),
  };
}
