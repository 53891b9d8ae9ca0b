/**
 * "how does it compare to the zebra jacket?" on a product's page where the catalogue holds no one product of that
 * name (SearchChatInput.comparedUnfound): the name and the viewed product's title as the chat says them, and the
 * sentence the offline message opens with. Pure.
 */
import { truncate } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';

export interface ComparedUnfound {
  /** The name as written ("zebra jacket"). */
  name: string;
  /** The viewed product's title. */
  viewing: string;
}

export function comparedUnfound({
  comparedUnfound,
  viewed,
}: SearchMessageInput): ComparedUnfound | undefined {
  if (comparedUnfound === undefined || viewed === undefined) return undefined;
  return { name: truncate(comparedUnfound, 60), viewing: truncate(viewed.title, 50) };
}

/** 'I couldn't find one product called "zebra jacket" to compare with the … you're viewing.'; none otherwise. */
export function unfoundSentence(input: SearchMessageInput): string[] {
  const unfound = comparedUnfound(input);
  if (unfound === undefined) return [];
  return [
    `I couldn't find one product called "${unfound.name}" to compare with the ${unfound.viewing} you're viewing.`,
  ];
}
