/**
 * A quality asked of a comparison that no measure gives ("which has better sound?", "which is more comfortable?",
 * "which is sharper?", "which is softer?", "which is easier to set up?", "which is quieter?" where none states how
 * loud it is): answered from what bears on it (`queryDefaults.compare.qualities`), the features of the compared
 * kinds each lists, what each one's details say of it, then reviewers' ratings labelled as overall. They had given
 * the overview alone, or "None of them lists its noise." Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { compare } = await shopCaller(demoProducts());
const headphones = ['sku-00302', 'sku-00236', 'sku-00221'];
const RATINGS = /Reviewers' ratings are overall, not of [^:]+ alone: /;

test('"which is quieter?" of headphones: noise cancelling is what keeps noise out', async () => {
  const message = await compare(headphones, 'which is quieter?');
  assert.match(message, / on how quiet they are\./);
  assert.match(
    message,
    /Of the features bearing on it, Quietwave Zen On-Ear Headphones lists noise cancelling; Wireless Over-Ear Headphones and Pulse Wireless Over-Ear Headphones list none of them\./,
  );
  assert.match(message, RATINGS);
  assert.match(message, /Quietwave Zen On-Ear Headphones is the best rated \(4\.6\/5 from 438 reviews\)\./);
  assert.not.match(message, /lists its noise|Best rated:/);
});

test('"which has better sound?": what their details say of it, quoted, and no feature claimed', async () => {
  const message = await compare(headphones, 'which has better sound?');
  assert.match(message, / on sound\./);
  assert.match(
    message,
    /On sound, their details say: Wireless Over-Ear Headphones \("…headphones deliver clear, balanced sound/,
  );
  assert.match(message, /None of them lists a feature bearing on it \(bass-boosted\)\./);
  assert.match(message, RATINGS);
});

test('knives, sheets and tents: the features and details bearing on sharpness, softness and set-up', async () => {
  const knives = await compare(['sku-00029', 'sku-00351', 'sku-00271'], 'which is sharper?');
  assert.match(
    knives,
    /Of the features bearing on it, .* list forged; Copperleaf Pro 8-Inch Chef's Knife lists razor-sharp\./,
  );
  assert.match(
    knives,
    /alone: Full-Tang Damascus Steel Chef's Knife and Copperleaf Pro 8-Inch Chef's Knife tie at 4\.6\/5\./,
  );
  const sheets = await compare(['sku-00017', 'sku-00057', 'sku-00331'], 'which is softer?');
  assert.match(
    sheets,
    /On softness, their details say: .* \("…this sheet set gets softer with every wash"\)/,
  );
  assert.match(sheets, /Material: sateen cotton for all of them\./);
  assert.match(sheets, /alone: they are all rated 4\/5\./);
  const tents = await compare(['sku-00007', 'sku-00063', 'sku-00098'], 'which is easier to set up?');
  assert.match(tents, / on ease of set-up\./);
  assert.match(tents, /list freestanding; Northvale Glacier Pop-Up Beach Tent lists pop-up\./);
});

test('"which is more comfortable?": the features bearing on comfort each lists', async () => {
  const message = await compare(headphones, 'which is more comfortable?');
  assert.match(message, / on comfort\./);
  assert.match(message, /Wireless Over-Ear Headphones lists lightweight/);
});

test('sunglasses, skincare, sweaters and backpacks: protection, gentleness, itchiness, durability', async () => {
  const eyes = await compare(['sku-00006', 'sku-00009', 'sku-00036'], 'which protects my eyes better?');
  assert.match(eyes, /Solano Lightweight Square Sunglasses lists UV400 and polarized/);
  const skin = await compare(['sku-00015', 'sku-00031', 'sku-00033'], 'which is gentler?');
  assert.match(skin, /Of the features bearing on it, all of them list fragrance-free\./);
  const sweaters = await compare(['sku-00020', 'sku-00045', 'sku-00046'], 'which is less itchy?');
  assert.match(sweaters, / on itchiness\. .* list itch-free and soft;/);
  const packs = await compare(['sku-00014', 'sku-00051', 'sku-00065'], 'which is more durable?');
  assert.match(
    packs,
    /Material: recycled polyester \(Metro Carry-On Friendly Travel Backpack and Carryall Co\. Transit 45L Travel Backpack\) and ripstop nylon \(Urbanpack Pathfinder 18L Hiking Daypack\)\./,
  );
});

test.run();
