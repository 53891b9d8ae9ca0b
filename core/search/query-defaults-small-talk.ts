/**
 * Small talk: a whole message that asks for no product ("hello", "thanks!", "ok", "bye", "no thanks", "what can you
 * do?", "what do you sell?"), read by small-talk.ts. Part of `queryDefaults` (query-defaults.ts), where the notation is described.
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
    /** Taking leave: answered with a goodbye, no product named. */
    farewell: list(`bye, bye bye, byebye, goodbye, good bye, bye for now, see you, see ya, see you later,
      see you soon, cya, take care, have a good day, have a nice day, have a great day, good night,
      that's all, thats all, that is all, that's it for now, that's all for now, i'm done, im done, all done,
      i'm all set, im all set`),
    /**
     * Declining, with nothing asked instead: "No problem!", no product named; in a conversation its list is kept
     * and said to be still there ("no" after "tents").
     */
    decline: list(`no, nope, nah, no thanks, no thank you, no thank u, no thx, no ty, not now, not right now,
      not today, no need, not really, not interested, i'm good, im good, i'm fine, i'm ok, i'm okay,
      never mind, nevermind, nvm, forget it`),
    /** Asking what the assistant does, or how to use it. */
    help: list(`help, help me, help please, i need help, i need some help, need help, can you help,
      can you help me, could you help me, can you help me out, what can you do, what do you do,
      what can you help with, what can you help me with, how can you help, how can you help me, what can i ask,
      what can i ask you, what should i ask, what do i ask, how does this chat work, how do i use you,
      how do i start, how do i search, what are you, who are you, are you a bot, are you a robot, are you human,
      are you real, what can i do here, what do i do, what do i do here, instructions`),
    /**
     * Help questions that point ("how does this work?"): help only off a product's page, where "this" and "it"
     * are the viewed product ("how does it work?" asks about it).
     */
    pointingHelp:
      list(`how does this work, how does it work, how do i use this, how do i use it, what is this,
      what's this, how does this thing work`),
    /** Asking what the shop sells: answered with its departments (shop-departments.ts). */
    offer: list(`what do you sell, what do you have, what do you carry, what do you offer, what do you stock,
      what have you got, what you got, what do you guys sell, what do you guys have, what do you guys carry,
      what does this shop sell, what does the shop sell, what does this store sell, what does the store sell,
      what does this shop have, what does the store have, what products do you have, what products do you sell,
      what products do you carry, what kind of products do you have, what kind of products do you sell,
      what kinds of products do you have, what kinds of products do you sell, what kind of stuff do you sell,
      what sort of things do you sell, what sort of products do you sell, what's in the shop,
      what's in the store, what can i buy, what can i buy here, what can i get here, what categories do you have, what departments do you have, what's for sale,
      what is for sale, what do you have for sale, show me what you have, show me what you've got`),
    /**
     * A question about the shop itself, not a product ("is this store legit?"; shop-question.ts): the words naming the
     * shop after "this", "the" or "your".
     */
    shopNouns: list(`store, shop, site, website, web site, webshop, online store, company, business, seller,
      retailer`),
    /**
     * Words doubting a shop's honesty: with no product page open and no list shown, "this" asked so is the shop ("is
     * this a scam?", "is this legit?"; shop-question.ts). Not "safe", "real" or "fake", said of products too.
     */
    trustWords:
      list(`scam, scams, scammy, scammer, scammers, legit, legitimate, fraud, fraudulent, trustworthy,
      trustable, reputable, sketchy, shady, dodgy`),
    /** Departments named at most, and kinds of each ("clothing (jackets, sweaters, t-shirts)"). */
    departments: 10,
    kindsPerDepartment: 3,
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
