/**
 * A word's light form: as written, only its plural folded ("railings" → "railing", "batteries" → "battery",
 * "boxes" → "box", "glasses" → "glass"; "cases" → "case" and "sizes" → "size", as only "-sses", "-xes", "-zzes",
 * "-ches" and "-shes" drop their "es"). Porter stems conflate more ("railing" → "rail", "systemic" → "system", "lighting" →
 * "light"); the rerank weighs matches of the exact form on top of stem matches.
 */
import { IRREGULAR_PLURALS } from './analyzer-lexicon.ts';

export function lightForm(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular !== undefined) return irregular;
  const n = word.length;
  if (n > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (n > 4 && /(?:ss|x|zz|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (n > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}
