/**
 * Small talk: a message that asks for no product, only greets, thanks, acknowledges, takes leave, declines, asks for
 * help or what the shop sells ("hello", "thanks!", "ok", "🙂", "bye", "no thanks", "what can you do?", "what do you
 * sell?"; `queryDefaults.smallTalk`). The chat answers it as such, and its words
 * are never searched ("what can you do?" had listed yoga leggings for "you"). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { ShopDepartment } from './shop-departments.ts';
import { alternation, WORD_END } from './text-tools.ts';

/**
 * What small talk says, the most telling first: "hi, thanks" thanks, "hi, what can you do?" asks for help, "thanks,
 * bye" takes leave, "no, thank you" declines.
 */
export const SMALL_TALK_KINDS = [
  'offer',
  'help',
  'farewell',
  'decline',
  'thanks',
  'greeting',
  'acknowledgement',
] as const;
/**
 * `which`: a question about "it" with nothing it can be ("is it waterproof?", "what is it made of?" with no product
 * page, no list shown and no product asked about): the chat asks which product is meant (focus-reference.ts).
 * `shop`: a question about the shop itself ("is this store legit?", shop-question.ts): the chat says what it can
 * do and points to the shop's own pages.
 */
export type SmallTalkKind = (typeof SMALL_TALK_KINDS)[number] | 'which' | 'shop';

/** A message read as small talk, for the chat. */
export interface SmallTalk {
  kind: SmallTalkKind;
  /** For "what do you sell?" (`offer`): the shop's departments, the broadest first (shop-departments.ts). */
  departments?: ShopDepartment[];
  /** The shop has more departments than those named. */
  moreDepartments?: boolean;
  /** Said in a conversation: its last search is kept, its list shown again ("thanks" after "tents"). */
  kept?: boolean;
}

const { smallTalk } = queryDefaults;

const atStart = (phrases: readonly string[]): RegExp =>
  new RegExp(`^(?:${alternation(phrases)})${WORD_END}`, 'iu');

type Reader = readonly [SmallTalkKind | undefined, RegExp];
const KINDS: readonly Reader[] = [
  ...SMALL_TALK_KINDS.map((kind) => [kind, atStart(smallTalk[kind])] as const),
  [undefined, atStart(smallTalk.softeners)],
];
/** Off a product's page, "how does this work?" asks for help too. */
const OFF_PAGE: readonly Reader[] = [...KINDS, ['help', atStart(smallTalk.pointingHelp)]];
/** What may stand between phrases: punctuation, spaces, emoji. */
const PAUSE = /^[^\p{L}\p{N}]+/u;
const WORDS = /[\p{L}\p{N}]/u;

/**
 * The small talk `content` is, when every word of it is small talk ("hi there!", "thanks so much 🙂", "ok"), else
 * undefined ("hi, I need a tent"). Emoji alone are an acknowledgement, or a greeting when one waves ("👋"). On a
 * product's page (`onPage`), "how does this work?" asks about the product.
 */
export function readSmallTalk(content: string, onPage = false): SmallTalk | undefined {
  const said = new Set<SmallTalkKind>();
  let rest = content.replaceAll('’', "'");
  for (rest = rest.replace(PAUSE, ''); rest !== ''; rest = rest.replace(PAUSE, '')) {
    let best: { kind: SmallTalkKind | undefined; length: number } | undefined;
    for (const [kind, pattern] of onPage ? KINDS : OFF_PAGE) {
      const length = pattern.exec(rest)?.[0].length ?? 0;
      if (length > (best?.length ?? 0)) best = { kind, length };
    }
    if (best === undefined) return undefined;
    if (best.kind !== undefined) said.add(best.kind);
    rest = rest.slice(best.length);
  }
  if (!WORDS.test(content)) {
    const waves = smallTalk.greetingEmoji.some((emoji) => content.includes(emoji));
    return { kind: waves ? 'greeting' : 'acknowledgement' };
  }
  const kind = SMALL_TALK_KINDS.find((each) => said.has(each));
  return kind === undefined ? undefined : { kind };
}
