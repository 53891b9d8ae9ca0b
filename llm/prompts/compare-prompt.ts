/**
 * The comparison chat prompt (version compare-v6: a quality asked with no measure, "which has better sound?", is
 * answered only by the findings bearing on it, its ratings overall, never a verdict; compare-v5: a verdict asked, "which one should I buy?" or "which is best value?",
 * is the first finding, one pick with its reason and trade-off by compare-verdict.ts's rules, and the message gives it
 * and no other pick; findings, the first saying when a run asked past the list ("compare
 * the first four" after three) compared only the products listed; a use asked, "for a pool party", grounded in the
 * products' own words, else in the features bearing on it): a fixed system prompt and one user message whose DATA
 * block holds the shopper's request, the products' facts, the attribute table (differences first) and the findings
 * the offline composer states (llm/offline/compare-message.ts: answers to what was asked, prices in an asked size,
 * savings, best rated, what sets them apart), so the model's message never contradicts the offline one.
 */
import type { CompareChatInput } from '../../core/index.ts';
import { cleanText, DATA_RULES, dataMessage, type PromptMessage } from './data-block.ts';
import { compareFindings } from '../offline/compare-message.ts';
import { productFacts } from './product-facts.ts';

export const COMPARE_PROMPT_VERSION = 'compare-v6';

const MAX_PRODUCTS = 10;
const MAX_ROWS = 30;
const MAX_FINDINGS = 16;

export const COMPARE_SYSTEM_PROMPT = [
  'You are the shopping assistant of an online shop. You write the short chat message that compares the products a shopper selected.',
  DATA_RULES,
  'Rules:',
  '- Compare only the products in DATA.products, using only their facts and DATA.comparison (an attribute table: values are in product order, null means unknown). Never invent facts.',
  '- DATA.findings are facts already worked out from the data, in the order a message would say them: answers to what the shopper asked (a feature, a measure, a use, whom each is for, room for a device or for people), prices in an asked size or option, savings, which is best rated (weighing how many reviews a rating rests on), what sets them apart, stock. Build the message on them, starting with the first, and never contradict one; your recommendations must agree with them.',
  '- When the shopper asks which one to buy or which is the best value, DATA.findings starts with the verdict worked out from the data ("My pick: …", "Best value: …", or that no pick can be made). Give that verdict, with its reason and trade-off, as your recommendation; never pick another product, and never make a pick when it says none can be made.',
  '- A use the shopper names ("for a pool party", "for hiking") is suited only as DATA.findings say: by the products whose details mention it, else by the features bearing on it they list. Never call a product suited to a use its facts do not mention.',
  '- A quality the shopper asks about that no measure gives ("which has better sound?", "which is more comfortable?") is answered only as DATA.findings say: what the products\' details say of it, the features and attributes bearing on it, and reviewers\' ratings, which are overall ratings, not of that quality. Never say which one is better at it.',
  '- If DATA.products has fewer than two products, say only what DATA.findings says.',
  '- Refer to products by their title and quote prices exactly as written in DATA.',
  '- Point out the differences that matter for DATA.shopperRequest; skip attributes that are the same for all products.',
  '- End with a recommendation for each shopper need, one sentence each, such as "For <need>: <product title>, because <fact>."',
  "  Take the needs from the shopper's request; if it states none, use the most useful differences (price, rating, a key feature).",
  '- At most 120 words. Plain text: no markdown, no tables, no links.',
  "- Write in the language of the shopper's request.",
].join('\n');

export function buildCompareMessages(input: Omit<CompareChatInput, 'signal'>): PromptMessage[] {
  const products = input.products.slice(0, MAX_PRODUCTS);
  const rows = [...input.comparison]
    .sort((a, b) => Number(b.differs) - Number(a.differs))
    .slice(0, MAX_ROWS)
    .map((row) => ({
      name: cleanText(row.name, 60),
      values: row.values
        .slice(0, products.length)
        .map((value) => (value === null ? null : cleanText(value, 160))),
      differs: row.differs,
    }));
  const data = {
    shopperRequest: cleanText(input.request.content, 500),
    products: products.map((product) => productFacts(product, { descriptionLength: 250 })),
    comparison: rows,
    // Of the products described, as the message would be of them.
    findings: compareFindings({ ...input, products }, MAX_FINDINGS).map((finding) => cleanText(finding, 400)),
  };
  return [
    { role: 'system', content: COMPARE_SYSTEM_PROMPT },
    { role: 'user', content: dataMessage('Write the comparison message for these products.', data) },
  ];
}
