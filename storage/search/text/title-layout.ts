/**
 * The title data the rerank reads for each of its hundred or so candidates (candidate-features.ts), laid out for
 * few cache misses. The candidates lie scattered over the catalogue, so each array read per candidate costs a miss:
 * a title's terms, written forms and colour marks sat in three arrays, its start, main segment and head in three
 * more, and those misses were most of the rerank's time. Here a product's numbers share one 16-byte stretch, and a
 * title's tokens one run. Built from the text index's own arrays on its first rerank, and kept with it.
 */
import type { TextIndex } from './text-index.ts';

/** Numbers per product in `spans`: first token, end token, end of the main segment, head term id (-1: none). */
export const SPAN = 4;
/** Numbers per title token in `tokens`: its term id, then its form id × 2, plus 1 when it is the colour after "in". */
export const TOKEN = 2;

export interface TitleLayout {
  /** Product d's title: tokens [spans[SPAN d], spans[SPAN d + 1]); main segment up to spans[SPAN d + 2]. */
  spans: Int32Array;
  /** Token p at TOKEN × p (p as in TextIndex.titleTerms): term id; then (form id << 1) | colour bit. */
  tokens: Int32Array;
}

const layouts = new WeakMap<TextIndex, TitleLayout>();

export function titleLayout(text: TextIndex): TitleLayout {
  let layout = layouts.get(text);
  if (layout !== undefined) return layout;
  const { titleStart, titleTerms, titleForms, titleColour, titleMain, titleHead } = text;
  const spans = new Int32Array(SPAN * text.size);
  for (let d = 0; d < text.size; d++) {
    spans[SPAN * d] = titleStart[d]!;
    spans[SPAN * d + 1] = titleStart[d + 1]!;
    spans[SPAN * d + 2] = titleStart[d]! + titleMain[d]!;
    spans[SPAN * d + 3] = titleHead[d]!;
  }
  const tokens = new Int32Array(TOKEN * titleTerms.length);
  for (let p = 0; p < titleTerms.length; p++) {
    tokens[TOKEN * p] = titleTerms[p]!;
    // A number's form id is -1: shifted, it stays negative, and `>> 1` gives back -1.
    tokens[TOKEN * p + 1] = (titleForms[p]! << 1) | (titleColour[p] === 1 ? 1 : 0);
  }
  layout = { spans, tokens };
  layouts.set(text, layout);
  return layout;
}
