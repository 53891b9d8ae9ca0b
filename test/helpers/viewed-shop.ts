/**
 * The jackets and other products of the viewed-product question tests, and a question asked on a product's
 * page.
 */
import type { Product } from '../../core/index.ts';
import { shopCaller } from './shop-caller.ts';

const jacket = (id: string, title: string, color: string, material: string, features: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 90,
  attributes: { color, material, features, size: ['S', 'M', 'L'] },
});

export const viewedShop: Product[] = [
  jacket('rain', 'Coastal Nylon Rain Jacket', 'blue', 'nylon', ['waterproof']),
  jacket('storm', 'Storm Nylon Rain Jacket', 'red', 'nylon', ['waterproof']),
  jacket('ember', 'Ember Rain Jacket', 'red', 'polyester', []),
  jacket('fleece', 'Coastal Fleece Jacket', 'grey', 'polyester', ['machine washable']),
  jacket('biker', 'Biker Jacket', 'black', 'suede', []),
  { id: 'boot', title: 'Leather Hiking Boot', category: 'Shoes', attributes: { material: 'leather' } },
  { id: 'mug', title: 'Stoneware Mug', category: 'Kitchen', attributes: { material: 'ceramic' } },
  { id: 'knife', title: 'Chef Knife', category: 'Kitchen', attributes: { bladeLength: '8-inch' } },
  {
    id: 'canyon',
    title: 'Canyon Speaker',
    category: 'Audio',
    attributes: { features: ['bluetooth'], batteryLife: '12 hours', output: '40W' },
  },
  { id: 'wave', title: 'Wave Speaker', category: 'Audio', attributes: { features: ['portable'] } },
  {
    id: 'pack15',
    title: 'Metro Laptop Backpack',
    category: 'Bags',
    attributes: { laptopSize: '15-inch', capacity: '30L' },
  },
  { id: 'pack17', title: 'Transit Laptop Backpack', category: 'Bags', attributes: { laptopSize: '17-inch' } },
  {
    id: 'trail-boot',
    title: 'Ridge Trail Boot',
    category: 'Shoes',
    attributes: { color: 'charcoal' },
    variants: [
      { id: 'trail-boot-c', title: 'Charcoal', available: true, attributes: { color: 'charcoal' } },
      { id: 'trail-boot-g', title: 'Forest Green', available: false, attributes: { color: 'forest green' } },
    ],
  },
  {
    id: 'gone',
    title: 'Summit Fleece Jacket',
    category: 'Clothing > Jackets',
    available: false,
    attributes: { color: 'grey' },
  },
];

/** A caller over `viewedShop`, and `ask`: the chat of one question asked on a product's page (default "rain"). */
export async function viewedShopCaller() {
  const { app, caller } = await shopCaller(viewedShop);
  async function ask(content: string, productId = 'rain', paging: { page?: number; pageSize?: number } = {}) {
    let chat = '';
    for await (const event of await caller.search({ content, chatMetadata: { productId }, ...paging })) {
      if ('chatStream' in event) chat += event.chatStream;
    }
    return chat;
  }
  return { app, caller, ask };
}
