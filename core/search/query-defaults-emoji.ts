/**
 * Emoji a shopper types for a product or an activity ("🎧 for running", "🎁 for dad"), each read as its word before
 * any reader sees the request (normalize-input.ts). Any other emoji is no word and goes. Part of `queryDefaults`
 * (query-defaults.ts), where the notation is described; general English, no shop's catalogue.
 */
import { lexicon } from './lexicon-notation.ts';

export const emojiDefaults = {
  emoji: lexicon(`headphones = 🎧; sneakers = 👟; hiking boots = 🥾; boots = 👢; heels = 👠; sandals = 👡;
    flats = 🥿; watch = ⌚; sunglasses = 🕶; glasses = 👓; backpack = 🎒; tent = ⛺; camping = 🏕; jacket = 🧥;
    t-shirt = 👕; dress = 👗; jeans = 👖; socks = 🧦; gloves = 🧤; scarf = 🧣; cap = 🧢; hat = 👒, 🎩;
    handbag = 👜, 👛; speaker = 🔊, 🔉, 🔈; knife = 🔪; pan = 🍳; coffee = ☕; bed = 🛏; lotion = 🧴;
    lipstick = 💄; ring = 💍; umbrella = ☂, ☔; laptop = 💻; phone = 📱; camera = 📷, 📸; bike = 🚲;
    running = 🏃; cycling = 🚴; swimming = 🏊; yoga = 🧘; gift = 🎁; dog = 🐕, 🐶; cat = 🐈, 🐱; baby = 👶;
    winter = ❄; rain = 🌧`),
};
