/**
 * The shopper's words made plain before any reader sees them (parse-query.ts): Unicode-normalised, zero-width
 * characters dropped, curly quotes and dashes made plain, whitespace collapsed. An em dash or "--" between words is
 * a pause, as a spaced hyphen is ("headphones—wireless—cheap"); other dashes are hyphens ("t‐shirt", "50–100").
 * Pure.
 */
export const normalizeInput = (content: string): string =>
  content
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/(?<=[\p{L}.,!?)'"])\s*(?:[—―]|-{2,})\s*(?=[\p{L}$£€'"(])/gu, ' - ')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
