/**
 * The ways a request is opened or framed, which name no product (`queryDefaults.framing`): a wish and a verb of
 * shopping ("I'd like to buy", "i wanna get", "I'm thinking about getting", "help me pick", "let's look at"), a
 * question whether the shop has something ("do you guys carry", "does your store sell"), what a recipient needs
 * ("so he needs", "she could use"), openers read only where a phrase starts ("make it under 200", "so…", "now
 * backpacks", "tell me about tents") and words that end one ("t-shirts too").
 * Left in the text, their words ranked products whose descriptions held them ("carry", "buy") and were echoed by
 * the chat. Removed by the filler reader (filler.ts), before the constraint readers.
 */
import { POINTER } from './about-it.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { framing } = queryDefaults;

const SPEAKER = `(?:(?:${alternation(framing.speakers)})\\s+)?`;
const ADVERBS = `(?:(?:${alternation(framing.adverbs)})\\s+)*`;
/** Where a phrase starts: the start of the text, punctuation or a removed phrase's gap. */
export const PHRASE_START = '(?<=(?:^|[,;.!?:])\\s*)';

/**
 * For a pattern of the filler reader's, a test that it may match (filler.ts runs it first). The lookbehind
 * PHRASE_START is tried at every position of the text; a phrase-start test starts only at the text's start and
 * its marks, as `(?:^|[,;.!?:])\s*`, and answers in a fraction of the time (most requests have no such opener).
 * The framing read anywhere is tested by its words (below).
 */
export const PHRASE_START_TESTS = new WeakMap<RegExp, RegExp>();

/** A pattern of `source` (no alternation outside a group) read only where a phrase starts, with its test. */
function atPhraseStart(source: string): RegExp {
  const regex = new RegExp(`${PHRASE_START}${source}`, 'giu');
  PHRASE_START_TESTS.set(regex, new RegExp(`(?:^|[,;.!?:])\\s*(?:${source})`, 'iu'));
  return regex;
}

/** "I'd like to buy", "i really wanna get", "help me pick out", "I'm in the market for". */
const WISH = new RegExp(
  `${WORD_START}${SPEAKER}${ADVERBS}(?:(?:${alternation(framing.wishes)})\\s+${ADVERBS}(?:(?:to|with)\\s+)?` +
    `(?:${alternation(framing.verbs)})|(?:${alternation(framing.seeking)}))${WORD_END}`,
  'giu',
);

/** "I can get", "I could buy", "I'd get": a speaker, a modal and a verb of shopping. */
const MODAL_WISH = new RegExp(
  `${WORD_START}(?:${alternation(framing.modals)})\\s+${ADVERBS}(?:${alternation(framing.verbs)})${WORD_END}`,
  'giu',
);

/** "buy a backpack", "to get a tent": a verb of shopping where a phrase starts. */
const VERB_ALONE = atPhraseStart(
  `${WORD_START}(?:to\\s+)?(?:${alternation(framing.verbsAlone)})${WORD_END}(?!-)`,
);

const GREETING = new RegExp(
  `${WORD_START}(?:${alternation([...framing.greetings, ...framing.asides])})${WORD_END}`,
  'giu',
);

/** "do you guys carry", "does your store sell", "y'all have"; not "if you have one" (the filler's). */
const STOCK_QUESTION = new RegExp(
  `${WORD_START}(?<!${WORD_START}if\\s+)(?:${alternation(framing.askers)})(?:\\s+(?:${alternation(framing.stockAdverbs)}))*` +
    `\\s+(?:${alternation(framing.stockVerbs)})${WORD_END}`,
  'giu',
);

/**
 * "so he needs", "she could use", "and so needs", "he's been wanting"; or a need where a phrase starts ("needs a
 * new wallet").
 */
const NEED = new RegExp(
  `${WORD_START}(?:(?:${alternation(framing.needSubjects)})\\s+(?:${alternation(framing.needs)})|` +
    `(?:(?:so|and)\\s+)?(?:${alternation(framing.contractedNeeds)})|` +
    `${PHRASE_START}(?:${alternation(framing.needsAlone)})(?!\\s+for${WORD_END}))${WORD_END}`,
  'giu',
);

/**
 * "I also need", "we really want": a speaker, adverbs and a need (it searched "i also" for "I also need a tent");
 * without adverbs the filler's "i need" reads it.
 */
const SPEAKER_NEED = new RegExp(
  `${WORD_START}(?:${alternation(framing.speakers)})\\s+(?:(?:${alternation(framing.adverbs)})\\s+)+(?:${alternation([...framing.needs, 'want'])})${WORD_END}`,
  'giu',
);

/**
 * "actually make it under 200", "so, any tents?": only where a phrase starts; "well, …" only before a pause, as
 * a "well pump" is a product (a hyphen joined to it is no pause: "well-made", "sure-footed").
 */
const OPENER = atPhraseStart(
  `${WORD_START}(?:(?:${alternation(framing.phraseOpeners)})${WORD_END}|` +
    `(?:${alternation(framing.pausedOpeners)})(?=\\s*[,!.]|\\s+[—–-]))`,
);

/**
 * "great, show me tents", "thanks! now boots", "cool can you find a hat": an interjection where a phrase starts, before
 * a pause or a request; read before any other filler, so "show me great, cheap tents" keeps its describer.
 */
const INTERJECTION = atPhraseStart(
  `${WORD_START}(?:${alternation(framing.interjections)})` +
    `(?:\\s*[,!.]+|\\s+[—–-]|(?=\\s+(?:${alternation(framing.interjectionRequests)})${WORD_END}))`,
);

/** "t-shirts too", "backpacks as well": only where a phrase ends, after a word ("available now" asks stock). */
const ENDER = new RegExp(
  `(?<=[\\p{L}\\p{N}]\\s+)(?<!available\\s+)${WORD_START}(?:${alternation(framing.phraseEnders)})(?=\\s*(?:$|[,;.!?]))`,
  'giu',
);

/** "so" before a speaker or a subject: "I'm going camping so I need a tent" (its "I need" is filler). */
const SO = new RegExp(
  `${WORD_START}(?:and\\s+)?so(?=\\s+(?:${alternation([...framing.speakers, 'he', 'she', 'they'])})${WORD_END})`,
  'giu',
);

/** "a new" right after a removed opener (its gap): "I need ; a new backpack". */
export const RENEWAL = new RegExp(
  `(?<=;\\s*)(?:(?:a|an|some)\\s+)?(?:${alternation(framing.renewals)})` +
    `(?!\\s+(?:${alternation(framing.newNames)})${WORD_END})(?=\\s+\\p{L})`,
  'giu',
);

/**
 * "tell me about tents", "what kind of tents…", "what do you have in the way of tents" ("what do you have" is the
 * filler's): asking to hear about something, where a phrase starts (`aboutIt.before`, `framing.askingAbout`).
 */
export const ASKING_ABOUT = atPhraseStart(
  `${WORD_START}(?:${alternation([...queryDefaults.aboutIt.before, ...framing.askingAbout])})${WORD_END}`,
);
/**
 * A pointer ending its phrase right after such a cue ("tell me about it", "… the second one" read as "it"): the
 * request asks about that product (about-it.ts) and keeps its cue; "tell me about this tent" searches "this tent".
 */
export const POINTER_AFTER = new RegExp(`^\\s+${POINTER}\\s*(?:$|[,;.!?])`, 'iu');

// "a new" follows a gap's ";": a text without one skips RENEWAL.
PHRASE_START_TESTS.set(RENEWAL, /;/);
// ENDER's lookbehind is tried at every character; the ender word before a phrase's end, tested first without it,
// skips it in most requests (it matches wherever ENDER does).
PHRASE_START_TESTS.set(
  ENDER,
  new RegExp(`(?:${alternation(framing.phraseEnders)})(?=\\s*(?:$|[,;.!?]))`, 'iu'),
);
// The framing read anywhere runs on every request, its lookbehinds tried at every character: each is tested first
// by words none of its matches lacks (in its flags), which most requests hold none of.
const mustHold = (pattern: RegExp, words: readonly string[]) =>
  PHRASE_START_TESTS.set(pattern, new RegExp(alternation(words), 'iu'));
mustHold(GREETING, [...framing.greetings, ...framing.asides]);
mustHold(WISH, [...framing.wishes, ...framing.seeking]);
mustHold(STOCK_QUESTION, framing.askers);
mustHold(NEED, [...framing.needSubjects, ...framing.contractedNeeds, ...framing.needsAlone]);
mustHold(SO, ['so']);
mustHold(SPEAKER_NEED, framing.adverbs);
mustHold(MODAL_WISH, framing.modals);

/** The framing read anywhere, in the order the filler reader removes it (each leaves a gap). */
export const REQUEST_FRAMING: readonly RegExp[] = [
  INTERJECTION,
  GREETING,
  WISH,
  STOCK_QUESTION,
  NEED,
  SO,
  SPEAKER_NEED,
  MODAL_WISH,
];
/** The openers read where a phrase starts: after the filler, which may leave one there ("actually make it"). */
export const PHRASE_OPENERS: readonly RegExp[] = [OPENER, VERB_ALONE, RENEWAL, ENDER];
