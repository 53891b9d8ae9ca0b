/**
 * The offline message when no product is shown: past the last page ("That's all of them: …"), or nothing found
 * ("I couldn't find any hat."), with the words no product holds, what was relaxed, and how to broaden it; where
 * words no product holds found nothing, what the shop sells instead, its departments as "what do you sell?" names
 * them ("We have clothing (jackets, sweaters, t-shirts), … Try one of those, or different words."). Pure.
 */
import { isMoreRequest, type SearchChatInput, type ShopDepartments } from '../../core/index.ts';
import { broadeningTips } from './broadening-tips.ts';
import { joinList, plural, quotedWords } from './english-list.ts';
import { joinedLength, MAX_MESSAGE_LENGTH } from './message-length.ts';
import { departmentsSentence } from './small-talk-reply.ts';
import { unmatchedSaid } from './unmatched-words.ts';

type NoResultsInput = Pick<
  SearchChatInput,
  | 'request'
  | 'query'
  | 'products'
  | 'total'
  | 'relaxed'
  | 'askedFilters'
  | 'unmatched'
  | 'broadening'
  | 'departments'
>;

export function noResults(input: NoResultsInput, wanted: string): string[] {
  const { total, relaxed, request } = input;
  if (total > 0 && isMoreRequest(request.content)) {
    return [
      `That's all of them: I found ${plural(total, 'match', 'matches')} for ${wanted}, and you have seen them all.`,
    ];
  }
  if (total > 0) {
    return [
      `I found ${plural(total, 'match', 'matches')} for ${wanted}, but page ${request.page} is past the end of them.`,
      'Try an earlier page.',
    ];
  }
  const sentences = [`I couldn't find any ${wanted}.`];
  const missing = unmatchedSaid(input, undefined);
  if (missing.length > 0) sentences.push(`No product here mentions ${quotedWords(missing)}.`);
  if (relaxed.length > 0) sentences.push(`Even after relaxing ${joinList(relaxed)}, nothing matched.`);
  // Words no product holds: what the shop sells instead ("can you find a hat" had only "Try different words.").
  const sold = missing.length > 0 ? otherDepartments(input.departments, sentences) : [];
  if (sold.length > 0) return [...sentences, ...sold];
  sentences.push(
    `Try ${joinList(broadeningTips(input.query.filters, missing.length > 0, input.broadening), 'or')}.`,
  );
  return sentences;
}

/**
 * "We have clothing (jackets, sweaters, t-shirts), … and sports (yoga). Try one of those, or different words.":
 * as many departments as fit the message after `before`; none when the shop has none.
 */
function otherDepartments(shop: ShopDepartments | undefined, before: readonly string[]): string[] {
  const { departments = [], moreDepartments = false } = shop ?? {};
  for (let count = departments.length; count > 0; count -= 1) {
    const more = moreDepartments || count < departments.length;
    const said = [
      ...departmentsSentence({ departments: departments.slice(0, count), moreDepartments: more }),
      'Try one of those, or different words.',
    ];
    if (joinedLength([...before, ...said]) <= MAX_MESSAGE_LENGTH) return said;
  }
  return [];
}
