/**
 * A fact the shopper told about themselves ("i have wide feet": shopper-facts.ts): the feature suiting it where the
 * catalogue tags one (asked as implied, so relaxed unsaid), and what a product would state to suit it ("its width"),
 * which the chat says none of the products shown states where none has that feature (llm/offline/fact-unstated.ts).
 */
export interface FactTold {
  feature?: string;
  states: string;
  /**
   * The size the chat asks for where none was given ("shoe size" of "i have big feet": body-sizes.ts); such a fact
   * suits no feature and no product states it, so it is asked, not said unstated.
   */
  asks?: string;
}
