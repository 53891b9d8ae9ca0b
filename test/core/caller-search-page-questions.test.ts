/**
 * A yes/no question about the product the shopper is viewing ("is it waterproof?", "is it leather?", "does it
 * come in red?"): the offline chat answers it first, from the search for products like it with that constraint.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { viewedShopCaller } from '../helpers/viewed-shop.ts';
const { app, ask } = await viewedShopCaller();

test('yes: the viewed product meets the asked feature, colour or size', async () => {
  assert.match(
    await ask('is it waterproof?'),
    /^Yes: the Coastal Nylon Rain Jacket you're viewing is waterproof\./,
  );
  assert.match(
    await ask('does it come in blue'),
    /^Yes: the Coastal Nylon Rain Jacket you're viewing comes in blue\./,
  );
  assert.match(await ask('is this waterproof and blue'), /^Yes: .* is waterproof and comes in blue\./);
  assert.not.match(await ask('is it waterproof'), /you're viewing is among these results/, 'said once');
});

test('a fact asked outright of the viewed product is answered from its data', async () => {
  const answers: [string, RegExp][] = [
    [
      'what is it made of?',
      /^The Coastal Nylon Rain Jacket you're viewing is made of nylon\. Showing products like/,
    ],
    ['what material is this', /^The Coastal Nylon Rain Jacket you're viewing is made of nylon\./],
    ['how much is it?', /^The Coastal Nylon Rain Jacket you're viewing costs \$90\./],
    ["what's the price", /^The Coastal Nylon Rain Jacket you're viewing costs \$90\./],
    ['price?', /^The Coastal Nylon Rain Jacket you're viewing costs \$90\./],
    [
      'what sizes does it come in?',
      /^The Coastal Nylon Rain Jacket you're viewing comes in sizes S, M and L\./,
    ],
    ['what colours does it come in', /^The Coastal Nylon Rain Jacket you're viewing comes in blue\./],
  ];
  for (const [content, answer] of answers) assert.match(await ask(content), answer, content);
  assert.match(
    await ask('what is it made of?', 'canyon'),
    /^The Canyon Speaker you're viewing lists no material\. Showing products like/,
    'no material: no claim beyond that',
  );
});

test('a measured spec asked of the viewed product is answered from its attributes', async () => {
  const specs: [string, string, RegExp][] = [
    ['how big is it?', 'knife', /^The Chef Knife you're viewing has a blade length of 8-inch\./],
    [
      'how big is it?',
      'pack15',
      /^The Metro Laptop Backpack you're viewing has a laptop size of 15-inch and a capacity/,
    ],
    [
      'how long does the battery last?',
      'canyon',
      /^The Canyon Speaker you're viewing has a battery life of 12 hours\./,
    ],
    ['how loud is it?', 'canyon', /^The Canyon Speaker you're viewing has an output of 40W\./],
    ["what's the capacity?", 'pack15', /^The Metro Laptop Backpack you're viewing has a capacity of 30L\./],
    [
      'how much does it weigh?',
      'canyon',
      /^The Canyon Speaker you're viewing lists no weight\. Showing products like/,
    ],
  ];
  for (const [content, product, answer] of specs) assert.match(await ask(content, product), answer, content);
});

test('a yes/no question in words no product holds: no claim either way, and products like it', async () => {
  const hood = await ask('does it have a hood?');
  assert.match(
    hood,
    /^I can't tell: nothing about the Coastal Nylon Rain Jacket you're viewing mentions "hood"\. Showing products like/,
  );
  assert.not.match(hood, /No product mentions/, 'said once');
  assert.match(
    await ask('hood'),
    /^I couldn't find any hood\./,
    'not a question: the words alone, as before',
  );
});

test('room asked of the viewed product: "does it fit a 15 inch laptop?"', async () => {
  assert.match(
    await ask('does it fit a 15 inch laptop?', 'pack15'),
    /^Yes: the Metro Laptop Backpack you're viewing fits laptops up to 15-inch\. /,
  );
  assert.match(
    await ask('will it fit a 17" laptop?', 'pack15'),
    /^No: the Metro Laptop Backpack you're viewing fits laptops up to 15-inch; these similar products fit 17"\. /,
  );
  assert.match(
    await ask('would it hold an 18 inch laptop', 'pack17'),
    /^No: the Transit Laptop Backpack you're viewing fits laptops up to 17-inch\. .*relaxed: holds 18 inch/,
  );
});

test('no: the asked material was relaxed, or every match is shown without the viewed product', async () => {
  const ceramic = await ask('is it ceramic');
  assert.match(
    ceramic,
    /^No: the Coastal Nylon Rain Jacket you're viewing isn't made of ceramic\. /,
    'no jacket is',
  );
  assert.match(ceramic, /relaxed: material ceramic/);
  // Suede is a leather: the suede biker jacket is one of the similar products that are.
  assert.match(
    await ask('is it leather'),
    /^No: the Coastal Nylon Rain Jacket you're viewing isn't made of leather; these similar products are\./,
  );
  assert.match(await ask('is it suede'), /^No: .* isn't made of suede; these similar products are\./);
  const red = await ask('does it come in red');
  assert.match(
    red,
    /^No: the Coastal Nylon Rain Jacket you're viewing doesn't come in red; these similar products do\./,
  );
});

test('a feature that is a thing the product has: "has", "doesn\'t list"', async () => {
  assert.match(
    await ask('does it have bluetooth?', 'canyon'),
    /^Yes: the Canyon Speaker you're viewing has bluetooth\./,
  );
  assert.match(
    await ask('does it have bluetooth?', 'wave'),
    /^No: the Wave Speaker you're viewing doesn't list bluetooth; these similar products do\./,
  );
});

test('answered from whether it matches, not from whether it is on the page shown', async () => {
  const onPage2 = await ask('is it waterproof', 'rain', { page: 2, pageSize: 1 });
  assert.match(onPage2, /^Yes: the Coastal Nylon Rain Jacket you're viewing is waterproof\./);
  const red = await ask('does it come in red', 'rain', { pageSize: 1 });
  assert.match(
    red,
    /^No: the Coastal Nylon Rain Jacket you're viewing doesn't come in red; these similar products do\./,
  );
});

test('no answer where the request is no question about the viewed product, or asks something else', async () => {
  assert.not.match(await ask('waterproof jackets like this'), /^(?:Yes|No):/);
  assert.not.match(await ask('is it waterproof under $50'), /^(?:Yes|No):/, 'a price is not answered');
  assert.not.match(await ask('is it any good'), /^(?:Yes|No):/, 'nothing asked of it');
});

test.after(() => app.close());
test.run();
