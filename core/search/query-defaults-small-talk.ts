/**
 * Small talk: a whole message that asks for no product ("hello", "thanks!", "ok"), read by small-talk.ts. Part of `queryDefaults` (query-defaults.ts), where the notation is described.
 * A message is small talk only when every word of it is one of these phrases (with `softeners` between or after
 * them): "hi, I need a tent" searches "tent".
 */
import { list } from './lexicon-notation.ts';

export const smallTalkDefaults = {
  smallTalk: {
    greeting: list(`hi, hello, hey, heya, hiya, howdy, hullo, yo, greetings, good morning, good afternoon,
      good evening, good day, morning, how are you, how are you doing, how's it going, hows it going,
      how are things, what's up, sup, nice to meet you`),
    thanks:
      list(`thanks, thank you, thank u, thanks a lot, thanks so much, thanks very much, thank you so much,
      thank you very much, many thanks, thanks a bunch, thanks a million, much appreciated, appreciate it,
      i appreciate it, thx, thnx, tnx, ty, tysm, cheers, ta`),
    acknowledgement: list(`ok, okay, okey, k, kk, ok then, alright, all right, cool, great, nice, awesome,
      perfect, excellent, lovely, fine, good, very good, sure, yes, yeah, yep, yup, got it, gotcha, i see,
      understood, noted, sounds good, sounds great, makes sense, no worries, no problem, np, wow, neat,
      lol, haha, hah, hmm, oh, ah`),
    /**
     * Words beside small talk that add nothing to it: "thanks so much guys", "hi there", "ok then", "thanks for
     * your help".
     */
    softeners: list(`there, guys, all, everyone, everybody, folks, team, friend, mate, buddy, again, please,
      pls, plz, then, so, and, so much, very much, a lot, for your help, for the help, for helping, for that,
      for this, anyway, just, really, oh, well, ah`),
    /** Emoji that greet, when the message is emoji alone; others are acknowledgements ("🙂", "👍"). */
    greetingEmoji: list('👋, 🙋, 🙋‍♀️, 🙋‍♂️'),
  },
};
