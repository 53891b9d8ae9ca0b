/** `text` as a literal inside a regular expression, in Unicode mode too (which rejects needless escapes such as "\-"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
