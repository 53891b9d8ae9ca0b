/**
 * Audience cues of the query parser: the words naming women, men, kids, adults or unisex on their own or after
 * "for"/"my" ("for my dad"), ages, and who asks for no audience ("for anyone"). Part of `queryDefaults`
 * (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const audienceDefaults = {
  audience: {
    /** Canonical audience → words that name it on their own ("women's", "ladies", "kids"). */
    words: lexicon(`
      women = women's, womens, womens', woman's, woman, ladies, ladies', lady's, female, feminine;
      men = men's, mens, mens', man's, gents, gent's, gentlemen's, male, masculine;
      kids = kids', kid's, children's, childrens, children, boys', boy's, boys, girls', girl's, girls,
        toddler, toddlers, toddler's, youth, junior, juniors;
      adults = adults', adult, grown-ups, grown-up;
      unisex = gender neutral, genderless`),
    /**
     * Of `words`, those that name an audience only after "for" ("for female"): alone they are usually a
     * connector's gender ("female adapter", "male to male cable", "1/2 in. male pex"), or part of a name
     * ("adult coloring book", "young adult"). Adults are any product not tagged for kids (storage).
     */
    forOnly: list('male, female, adult, grown-up'),
    /**
     * Of `words`, those naming an audience alone only with no article, possessive or age before them: "plus size
     * woman dress" is women's (it had matched "woman" in watches' descriptions); "for a woman" and "a 40-year-old
     * woman" stay a relation's, said as such ("Showing rain jacket for a woman.").
     */
    bareOnly: list('woman'),
    /** The words before one of `bareOnly` that make it a relation's. */
    bareLeads: list('a, an, the, my, your, our, his, her, their, old, this, that, every, any'),
    /** Words that name it only after "for" or "my" ("for her", "for my dad", "my mom"). */
    relations: lexicon(`
      women = her, wife, girlfriend, mom, mum, mother, mommy, sister, grandma, grandmother, aunt, woman, lady,
        wifey, fiancee, niece;
      men = him, dad, daddy, father, husband, boyfriend, brother, grandpa, grandfather, uncle, man, guy, guys,
        fiance, nephew;
      kids = kid, child, boy, girl, baby, toddler, little one, little ones`),
    /** Words between "for a"/"my" and the person: "for a new mom", "my little sister", "for my older brother". */
    relationAdjectives: list(`new, little, big, older, younger, elder, old, teenage, dear, lovely, favorite,
      favourite, sweet`),
    /**
     * Words describing a person's build, sleep or experience, before a word naming them after "for a", "i'm a",
     * "she's a" (person-describers.ts): "for a tall guy", "for a new runner", "i'm a light sleeper". They say who
     * the person is, never what the product is: they leave the text and the person stays ("for a guy": men's; "for
     * a runner": running). They had been read of the product: "i'm a light sleeper, need bedding" as lightweight
     * bedding, "for a tall guy" as 'No product mentions "tall"'. Of a relation, `relationAdjectives` stay its
     * own ("for my little sister"); a pair naming a need stays the need's (`framing.clausePeople`: "hot sleeper").
     */
    personDescribers: list(`light, heavy, tall, short, big, large, small, petite, skinny, slim, thin, broad,
      stocky, husky, new, beginner, novice, first-time, first time, experienced, seasoned, serious, casual,
      avid, keen, sound, deep, restless, busy, active, lazy, picky, fussy, elderly, aging, ageing, senior,
      left-handed, right-handed, college, university, high school, grad, graduate, medical, nursing,
      broad-shouldered, broad shouldered, big-boned, big boned, heavyset, muscular, curvy, lanky`),
    /**
     * Of `personDescribers`, those saying a build, which a size may fit ("t shirt for a big guy", "jacket for a
     * petite woman"): they leave the text as the others do and the chat asks the size where the products shown come
     * in sizes ("Tell me your size…", as "i have big feet" asks the shoe size). They had been searched ("Showing t
     * shirt for a big guy"). Never of a sleeper ("heavy sleeper") nor of a pair naming a need ("heavy runner").
     */
    sizingDescribers: list(`heavy, tall, short, big, large, small, petite, skinny, slim, thin, broad, stocky,
      husky, broad-shouldered, broad shouldered, big-boned, big boned, heavyset, muscular, curvy, lanky`),
    /** The size the chat asks of a build said (`sizingDescribers`): "Tell me your size…". */
    sizeAsked: 'size',
    /**
     * Of `relations`, those naming a person by sex alone: a `relationAdjectives` word before them says a build ("for
     * a big guy": men's, the size asked), not a relation as it does of kin ("my big sister").
     */
    plainPeople: list('man, guy, guys, woman, lady'),
    /**
     * Words naming a person only by what they do asleep (`personDescribers` before them): they name no one the
     * product is for and go with their describer ("i'm a light sleeper, need bedding": bedding).
     */
    sleepers: list('sleeper, sleepers'),
    /** Other words naming a person a describer may come before: "for a tall person". */
    describedPeople: list('person, people, individual, adult, adults, teen, teenager'),
    /**
     * People named after "for"/"my" who may be adults or children: "for my son" lists men's, kids' and unisex
     * products, not women's.
     */
    eitherAge: lexicon(`men = son, sons, grandson, grandsons; women = daughter, daughters, granddaughter,
      granddaughters`),
    /**
     * Children named with their sex ("my 12 year old son", "a 10 year old girl", "boys' boots"): the adults'
     * audience they grow into. When the kids' audience gives way ("bigger sizes" past the kids' sizes), the other
     * sex's products stay out (relax-query.ts): no women's boots for a son.
     */
    grownInto: lexicon(`men = son, sons, grandson, grandsons, nephew, nephews, boy, boys, boys', boy's;
      women = daughter, daughters, granddaughter, granddaughters, niece, nieces, girl, girls, girls', girl's`),
    /** People named after "for"/"my" who imply no audience: the phrase goes, no filter ("for my friend"). */
    neutralRelations: list(`friend, friends, partner, boss, coworker, colleague, teacher, family,
      parents, grandparents, teen, teenager, beginner, beginners, novice, novices, newbie, newbies, twins,
      triplets, best friend, roommate, neighbour, neighbor, client, co-worker,
      coworkers, co-workers, colleagues, teachers, teens, teenagers, roommates, neighbours, neighbors, clients,
      partners, bosses, best friends`),
    /**
     * An age names the kids audience up to this many years ("for a 5 year old", "toys for 3-year-olds",
     * "ages 3-5", "6 month old"); older, it is removed without a filter. A bare "12 year old scotch" is no age.
     */
    kidsUpToAge: 12,
    /** Words before a range of years or months that make it a span of time, not ages ("lasts 2-3 years"). */
    spanLeads: list(`for, in, within, over, after, last, lasts, lasting, takes, every, up to, about, around,
      warranty, guarantee, guaranteed`),
    /** Words after an age that make it a person's ("10 year old boy"): kids up to 17 with boy or girl. */
    ageNouns: list('boy, boys, girl, girls, kid, kids, child, children, son, daughter, toddler'),
    /** When men or women is asked and the catalogue also tags products "unisex", include those. */
    includeUnisex: true,
    /**
     * Audiences that name a kind of product rather than people, said before it as a describer: "unisex sunglasses"
     * is "Showing unisex sunglasses." (it had said "Showing sunglasses for unisex."); the others after "for".
     */
    describers: list('unisex'),
    /**
     * After "for", whoever: no audience ("boots for anyone"); in a conversation the audience is taken back ("for
     * anyone" after "hiking boots for my 12 year old son").
     */
    anyone: list(`anyone, anybody, everyone, everybody, any gender, either gender, both genders, all genders,
      either sex, both sexes, any age, all ages`),
    /**
     * Words beside an audience in a conversation that add it to the last search's instead of replacing it: "for
     * women too" after men's boots lists men's and women's.
     */
    widening: list('too, also, as well, as well as, besides, in addition'),
    /**
     * A party said by its members after a product that holds people (party-count.ts): "a tent for me and my wife"
     * asks room for 2 (it had listed women's tents "for your wife"), "for me and 3 friends" for 4, "for 2 adults and
     * 2 kids" for 4. Of `selves` and a person (`relations`, `eitherAge`, `neutralRelations` or `members`, after
     * "my", "our", "a" or alone) each counts one; a count before one of `counted` that many. One of `counted`
     * without a count ("us and the kids", "me and my friends") counts `uncounted`, the fewest a plural can be: room
     * for at least that many ("tent for us and the kids": at least 4), the chat asking how many they are. After a
     * product that holds no people
     * ("a jacket for me and my wife") each wears their own: the product is for every member's audience
     * (party-audience.ts); a party with one of `animals` ("a jacket for me and my dog") names none.
     */
    party: {
      selves: list('me, myself, i'),
      /** The shopper and one more, two people: "a tent for us and our dog" (3), "for the two of us and the dog". */
      pairs: list('us, us two, the two of us, the 2 of us, both of us, we two'),
      members: list('dog, puppy, pup, buddy, pal, mate, companion, spouse, hubby, son, daughter, someone'),
      counted:
        list(`friends, kids, children, adults, people, persons, guys, girls, boys, buddies, sons, daughters,
        others, more, teens, teenagers, dogs, puppies, pups, pals, mates, grown-ups, grownups`),
      animals: list('dog, dogs, puppy, puppies, pup, pups, cat, cats, horse, horses'),
      uncounted: 2,
      /** A pair said as one idiom, read as "for him and her" ("his and hers watches"): party-audience.ts. */
      hisAndHers: list("his and hers, his & hers, hers and his, his n hers, his 'n' hers, his n' hers"),
    },
  },
};
