/**
 * What the search did with an audience a person implied where no product states one (SearchChatInput
 * .audienceByName): "No product here says who it's for, so those named for kids come first." — said in place of
 * a relaxed filter the catalogue could never meet.
 */
import { possessive, type SearchChatInput } from '../../core/index.ts';
import { joinList } from './english-list.ts';

export function audienceByNameSaid(
  input: Pick<SearchChatInput, 'audienceByName' | 'products'>,
): string | undefined {
  const audiences = input.audienceByName ?? [];
  if (audiences.length === 0 || input.products.length === 0) return undefined;
  const named = joinList(audiences.map(possessive), 'or');
  return `No product here says who it's for, so those whose names say ${named} come first.`;
}
