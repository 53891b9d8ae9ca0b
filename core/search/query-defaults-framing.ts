/**
 * How shoppers frame a request, and describe the person it is for: the openers that carry no product words ("I'd
 * like to buy", "do you guys carry", "help me pick", "let's look at", "make it…"), and the clauses about a
 * recipient ("she's really into yoga", "who is always cold"). Part of `queryDefaults` (query-defaults.ts), where
 * the notation is described; read by request-openers.ts and recipient-clauses.ts.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const framingDefaults = {
  framing: {
    /** Who speaks before a wish: "I'd like to…", "we're looking to…" (optional). */
    speakers: list(`i, i'm, im, i am, i'd, id, i'll, i've been, i have been, i was, i've, we, we're, we are,
      we'd, we'll, we've been, we have been, we were`),
    /** Words that may come between the speaker, the wish and its verb: "I really want to get", "kinda". */
    adverbs: list(`really, just, also, kind of, kinda, sort of, sorta, actually, still, currently, honestly,
      definitely, seriously, probably, desperately, finally, now, quickly`),
    /** Wishes that take a verb of shopping after them: "want to" + "buy". */
    wishes:
      list(`want to, wanna, want, wants to, wanted to, wanting to, would like to, like to, would love to,
      love to, looking to, hoping to, hope to, trying to, try to, planning to, plan to, planning on,
      thinking about, thinking of, think about, considering, meaning to, need to, needing to, have to, got to,
      gotta, going to, gonna, about to, ready to, keen to, wish to, where can i, where do i, where can we,
      where could i, where should i, how do i, help me, help us, can you help me, could you help me,
      please help me, can you help us, need help, need some help, need help with, need some help with,
      could use help, could use some help, let me, let's, lets, let us, time to`),
    /** Verbs of shopping after a wish: "looking to buy", "thinking about getting", "help me pick". */
    verbs: list(`buy, get, purchase, find, pick, pick out, choose, select, order, grab, shop for, look for,
      look at, look through, see, browse, check out, try, go with, invest in, splurge on, buying, getting,
      purchasing, finding, picking, picking out, choosing, selecting, ordering, grabbing, shopping for,
      looking for, looking at, seeing, browsing, checking out, trying, going with, investing in, splurging on,
      pick up, picking up, treat myself to, treat ourselves to, treating myself to`),
    /**
     * A speaker and a modal before one of `verbs` ("so I can get", "I could buy", "I'd get", "we might order"): as
     * a wish is, framing with no product words (it had searched "i can get").
     */
    modals: list(`i can, i could, i'd, id, i would, i might, i may, i should, i will, i'll, we can, we could,
      we'd, we would, we might, we may, we should, we will, we'll`),
    /** Of `verbs`, those read alone where a phrase starts ("buy a backpack"; not "see-through top"). */
    verbsAlone:
      list(`buy, purchase, get, find, order, add, shop for, buying, purchasing, getting, finding, ordering,
      shopping for`),
    /** Greetings beyond the filler's "hi" and "hey": "hey there", "hi guys". */
    greetings:
      list(`hi there, hello there, hey there, hi guys, hey guys, hello guys, hi all, hey all, hiya, howdy,
      good morning, good afternoon, good evening`),
    /** Phrases that open a request on their own, after an optional speaker: "I'm in the market for". */
    seeking: list(`in the market for, on the hunt for, on the lookout for, in search of, hunting for,
      shopping around for, eyeing, help me with, help with, need help with, any recommendations for,
      any recommendations on, any suggestions for, recommendations for, suggestions for, thinking about,
      thinking of, considering`),
    /**
     * Asking whether the shop has something: an asker, optional `stockAdverbs`, then a verb ("do you guys carry",
     * "does your store sell", "do y'all have").
     */
    askers: list(`do you, does your shop, does your store, does your site, does the shop, does the store,
      does this shop, does this store, would you, do y'all, do ya, do u, you, y'all, u`),
    stockAdverbs:
      list(`guys, all, folks, people, happen to, even, ever, currently, still, also, by any chance,
      actually, really`),
    stockVerbs: list(
      'have, carry, stock, sell, offer, got, have got, have any, carry any, sell any, stock any',
    ),
    /**
     * Openers read only where a phrase starts, as elsewhere they may be a product's words: "actually make it
     * under 200", "ok so make it black", "so, any tents?", and a question's "which has the longest battery life?".
     */
    phraseOpeners:
      list(`so, and so, ok, okay, ok so, okay so, alright, yes, yeah, now, and now, also, and also,
      which one is, which ones are, which one's, which one has, which ones have, which has, which have, what has,
      make it,
      make that, make them, make those, make these, make this, make mine, change it to, change that to,
      change to, switch to, switch it to, let's say, lets say, let us say, say, let's, lets, let us`),
    /**
     * Asking to hear about something, read where a phrase starts: the cues of a question about a product pointed at
     * (`aboutIt.before`: "tell me about", "info on", "what do you think of") and these. Before anything but a
     * pointer they frame the request, "tell me about tents", "I need info on tents", "what kind of tents do you
     * have" search "tents" (they had searched "tell" and "about"); before one ending the phrase ("tell me about
     * it", "tell me about the second one") they are the cue of that product's overview (about-it.ts).
     */
    askingAbout: list(`talk to me about, tell me what, know about, to know about, know more about,
      to know more about, learn about, to learn about, learn more about, to learn more about, find out about,
      to find out about, find out more about, to find out more about, hear about, to hear about, hear more about,
      give me info on, give me some info on, give me information on, give me some information on,
      give me details on, give me the details on, some info on, any info on, some information on,
      any information on, some details on, any details on, in the way of, what kind of, what kinds of,
      what sort of, what sorts of, what type of, what types of, kind of, kinds of, sort of, sorts of, type of,
      types of, what options, my options for, the options for, options for, your range of, your selection of,
      your collection of`),
    /**
     * Interjections opening a request ("great, show me tents", "thanks! now boots", "cool can you find a hat"):
     * filler where a phrase starts before a pause or one of `interjectionRequests`, never a describer there ("great
     * tents", "great room rug" keep theirs; "great, show me tents" had opened "Showing great tents").
     */
    interjections:
      list(`great, ok, okay, cool, nice, thanks, thank you, thank u, thanks so much, awesome, perfect,
      sure, alright, all right, excellent, lovely, got it`),
    /** What a request starts with after an interjection with no pause: "great show me tents", "ok I want boots". */
    interjectionRequests:
      list(`show, find, get, give, i want, i need, i'd like, id like, i would like, i'm looking,
      im looking, i am looking, looking for, can you, could you, can i, could i, do you, have you got, let me,
      let's, lets, now, what about, how about, any`),
    /** Openers that are also products' words ("well pump", "sure grip"): read only before a pause ("well, …"). */
    pausedOpeners: list('well, sure, right'),
    /**
     * Words that end a phrase and name nothing, said when the conversation moves on: "t-shirts too", "backpacks as
     * well" (they were searched for, "No product mentions \"too\""), "eye cream that actually works" (it had said
     * "Showing eye cream works."), "a red jacket now" (it had found nothing). Read only where a phrase ends.
     */
    phraseEnders: list(`too, as well, also, then, now, right now, asap, a.s.a.p., urgently, immediately,
      that works, that work, that really works, that really work, that works well, that work well, that's good,
      that is good, that are good, that's any good, that is any good, that are any good`),
    /**
     * What someone needs, after a subject or "so" ("so he needs new running shoes", "she could use a scarf"):
     * the words after it are the request.
     */
    needSubjects: list(`he, she, they, who, he really, she really, they really, who really, he also, she also,
      they also, so he, so she, so they, and he, and she, and they, so, and so, and`),
    needs:
      list(`needs, need, could use, could do with, wants, would like, would love, would appreciate, is after,
      is looking for, has been wanting, has been looking for, keeps asking for, has asked for, asked for,
      is in need of, in need of, he'd like, she'd like, they'd like, he'd love, she'd love, they'd love`),
    /**
     * A subject and a need in one contraction ("he's been wanting a watch", "she's after a scarf"), read as `needs`
     * after a subject are, after an optional "so" or "and" (they had been taken for a clause describing the person,
     * and their product dropped).
     */
    contractedNeeds: list(`he's been wanting, she's been wanting, they've been wanting, he's been looking for,
      she's been looking for, they've been looking for, he's been asking for, she's been asking for,
      they've been asking for, he's after, she's after, they're after, he's in need of, she's in need of,
      they're in need of, he'd like, she'd like, they'd like, he'd love, she'd love, they'd love`),
    /** Of `needs`, those read where a phrase starts without a subject, never before "for" ("need for speed"). */
    needsAlone:
      list(`needs, need, could use, could do with, wants, would like, would love, is after, is looking for,
      has been wanting, keeps asking for, has asked for, is in need of, he'd like, she'd like, they'd like,
      he'd love, she'd love, they'd love`),
    /**
     * Right after a removed opener, "a new" says the shopper replaces one ("I need a new backpack", "he could
     * use a new watch"): no word to match (it ranked products whose descriptions said "new"). Not before a name
     * that holds it (`newNames`: "a new year's dress", "New York").
     */
    renewals: list('new, brand new'),
    newNames: list(`arrival, arrivals, release, releases, in, year, years, year's, york, balance, zealand,
      england, jersey, mexico, orleans, moon, age, wave, world, born`),
    /** Asides that say when, not what: "he's been getting into running lately". */
    asides: list('lately, these days, nowadays, as of late, at the moment, right now, all the time'),
    /**
     * How often the recipient does an activity, said after it: "who runs a lot", "she hikes every weekend", "who
     * loves cooking so much" (activity-verbs.ts). It goes with the activity, no word to match.
     */
    howOften:
      list(`a lot, lots, so much, very much, often, regularly, every day, daily, every weekend, on weekends,
      most days, every morning, a ton, religiously, competitively, for fun, for a hobby, as a hobby`),
    /**
     * A clause about what the recipient loves or does ("she's really into yoga", "he's a big fan of golf", "who
     * plays tennis"): a subject, optional `interestAdverbs`, then one of `interestVerbs`; what follows is the
     * interest, as "who likes fishing" keeps "fishing" (`filler.relative`).
     */
    interestSubjects: list(`who, who's, who is, who has, she, she's, she is, she has, he, he's, he is, he has,
      they, they're, they are, they have, and she's, and he's`),
    /** Where a phrase starts after the recipient ("my wife is super into cooking"), the subject may be these. */
    /**
     * Someone unnamed before "who" ("shoes for someone who runs"): no recipient and no word to match; what they
     * do goes before the product ("running shoes"), as "shoes for runners" reads.
     */
    unnamedPeople: list(
      'someone, somebody, anyone, anybody, everyone, everybody, a person, people, a guy, a girl',
    ),
    interestSubjectsAlone: list(`is, are, was, has, has been, have been, 's`),
    interestAdverbs:
      list(`really, so, very, super, totally, absolutely, quite, just, especially, also, always,
      recently, lately, now, been, getting, gotten, got, become, huge, big, such, such a, completely, seriously,
      obsessed, kind of, kinda`),
    interestVerbs: list(`into, likes, loves, enjoys, like, love, enjoy, adores, adore, plays, play, does, do,
      practices, practises, collects, collect, obsessed with, crazy about, mad about, nuts about,
      passionate about, keen on, fond of, a big fan of, a huge fan of, a fan of, fan of, big on, took up,
      taken up, got into, gotten into, getting into, learning`),
    /**
     * A clause describing the recipient ("who is always cold", "she hates the cold", "he's always losing his
     * keys") names no product: it opens with one of these where a phrase starts and runs to the phrase's end,
     * "so" or "but". It is searched for the need it names (`clauseNeeds`), else the recipient's most popular
     * products are listed. Plural verbs too, of people unnamed: "for people who sleep cold".
     */
    describers: list(`he, she, they, he's, she's, they're, he is, she is, they are, his, her, their, always,
      never, constantly, hates, can't stand, keeps, gets, is always, is never, is constantly, who is, who's,
      who gets, who hates, who keeps, who can't, who never, who always, runs hot, runs cold, sleeps hot,
      sleeps cold, feels the cold, travels, works, commutes, spends, lives, suffers, struggles, complains,
      run hot, run cold, sleep hot, sleep cold, feel the cold, get cold, get hot, get chilly, hate, who sweat,
      who sweats, who overheat, who overheats`),
    /** Needs a describing clause names, by the words that name them: "always cold" asks for warm things. */
    clauseNeeds:
      lexicon(`warm = cold, colder, chilly, freezing, frozen, shivering, feels the cold, feel the cold, cold sleeper,
        cold sleepers;
      breathable = sweats, sweat, sweaty, sweating;
      cooling = overheats, overheating, overheat, runs hot, sleeps hot, gets hot, run hot,
        sleep hot, get hot, always hot, hot sleeper, hot sleepers;
      cushioned = sore feet, feet hurt, feet ache, achy feet, on my feet, stand all day, stands all day,
        heavy runner, heavy runners, heavier runner, heavier runners;
      waterproof = wet, soaked, rain;
      travel = travels, traveling, travelling, on the road;
      adjustable = side sleeper, side sleepers, back sleeper, back sleepers, stomach sleeper, stomach sleepers`),
    /**
     * Phrases of `clauseNeeds` naming the people themselves, read with no one they are said of, "for" before them
     * too: "sheets for hot sleepers" asks for cooling sheets, as "for people who sleep hot" does.
     */
    clausePeople: list(`hot sleeper, hot sleepers, cold sleeper, cold sleepers, heavy runner, heavy runners,
      heavier runner, heavier runners, side sleeper, side sleepers, back sleeper, back sleepers, stomach sleeper,
      stomach sleepers`),
    /** A phrase of `clauseNeeds` or `needs` holding one of these holds any (possessive-forms.ts: "on his feet"). */
    possessives: list('my, your, his, her, their, our'),
    /**
     * Whom a need said as a clause of its own is said of (need-clauses.ts): "shoes, i'm on my feet all day",
     * "shoes for someone on his feet all day" (`unnamedPeople` too), "for my mom who stands all day".
     */
    clauseSubjects:
      list(`i, i'm, im, i am, we, we're, we are, you're, you are, he, he's, he is, she, she's, she is,
      they, they're, they are, who, who's, who is, who are, is, are, am, always, usually, often, mostly,
      constantly, basically`),
    /** The part of a body a need may be said of, as of a person: "my feet get sweaty" (any possessive). */
    clauseBodies: list('my feet, my hands, my toes, my skin, my body, my head'),
    /**
     * Between whom a need is said of and the need, how it comes ("i run cold", "i get cold really easily", "my
     * feet get sweaty", "i'm a hot sleeper"): no word to match.
     */
    clauseStates:
      list(`run, runs, get, gets, getting, feel, feels, tend to, tends to, a, an, really, so, very,
      super, pretty, quite, a bit, a little, kind of, kinda, too, easily, extra`),
    /** After a need said of someone, how it comes ("i get cold easily", "i sweat a lot": `howOften` too). */
    clauseManners: list(`easily, so easily, really easily, very easily, quickly, so quickly, fast, at night,
      in bed, in my sleep, when i sleep, while i sleep`),
    /** How long, after a need or a product's own clause: no word to match ("a mug that keeps coffee hot all day"). */
    durations: list(`all day, all day long, all night, all night long, the whole day, all the time, for hours,
      for hours on end, for long hours`),
    /**
     * A place the shopper is going to, named after one of `tripLeads` ("I'm going to Iceland in March", "visiting
     * Scotland", "a trip to Japan"): no brand, origin or word of a product, it goes; a noun of `tripNouns` before
     * the lead stays ("trip"), the shopper saying it (`tripSubjects`) goes with it (trip-places.ts).
     */
    tripLeads: list(`going to, goin to, heading to, headed to, travelling to, traveling to, flying to, off to,
      moving to, visiting, to visit`),
    /** A noun of travel before "to" or "in" and the place: "a trip to Japan", "vacation in Italy". */
    tripNouns: list('trip, vacation, holiday, journey, visit'),
    tripSubjects: list("i'm, im, i am, we're, were, we are, i'll be, we'll be, i will be, we will be"),
    /**
     * A place not named as typed ("going to the beach, need sandals", "sandals, heading to the mountains") is the
     * use, after the request ("sandals for the beach"): after one of these and up to three words, or one word alone
     * ("going to school"), where the trip is a clause of its own (trip-places.ts).
     */
    tripPlaceLeads: list('the, a, an, my, our, his, her, their, some'),
  },
};
