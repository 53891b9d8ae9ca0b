/**
 * Pre-generated FAQs and highlights per product. Implements the core's ContentReader (async) plus
 * synchronous writes for `aisle content` commands.
 */
import { type ContentReader, type FaqContent, type HighlightsContent } from '../../core/index.ts';
import type { Db } from '../database.ts';

export interface Faq {
  question: string;
  answer: string;
}

export interface ContentWrite {
  faqs?: Faq[];
  highlights?: string[];
  /** When the given content was generated; defaults to now. */
  generatedAt?: Date;
  /**
   * The product hash the content was generated from (see CatalogStore.productHashes). Omitted for imported
   * content: every write records the source of the row's latest content, so an import clears it.
   */
  sourceHash?: string;
}

export interface ContentImportRow extends ContentWrite {
  productId: string;
}

interface ContentRow {
  faqs: string | null;
  faqs_generated_at: string | null;
  highlights: string | null;
  highlights_generated_at: string | null;
  source_hash: string | null;
}

const EMPTY_ROW: ContentRow = {
  faqs: null,
  faqs_generated_at: null,
  highlights: null,
  highlights_generated_at: null,
  source_hash: null,
};

export class ContentStore implements ContentReader {
  readonly #read;
  readonly #write;
  readonly #putMany;

  constructor(db: Db) {
    this.#read = db.prepare<[string, string], ContentRow>(
      `SELECT faqs, faqs_generated_at, highlights, highlights_generated_at, source_hash
       FROM content WHERE tenant_id = ? AND product_id = ?`,
    );
    // One upsert: fields not given keep their stored values.
    this.#write = db.prepare(
      `INSERT INTO content (tenant_id, product_id, faqs, faqs_generated_at, highlights, highlights_generated_at,
         source_hash)
       VALUES (:tenant, :product, :faqs, :faqsAt, :highlights, :highlightsAt, :hash)
       ON CONFLICT (tenant_id, product_id) DO UPDATE SET
         faqs = CASE WHEN :faqs IS NULL THEN faqs ELSE :faqs END,
         faqs_generated_at = CASE WHEN :faqs IS NULL THEN faqs_generated_at ELSE :faqsAt END,
         highlights = CASE WHEN :highlights IS NULL THEN highlights ELSE :highlights END,
         highlights_generated_at = CASE WHEN :highlights IS NULL THEN highlights_generated_at ELSE :highlightsAt END,
         source_hash = :hash`,
    );
    this.#putMany = db.transaction((tenantId: string, rows: readonly ContentImportRow[]) => {
      for (const row of rows) this.put(tenantId, row.productId, row);
    });
  }

  #row(tenantId: string, productId: string): ContentRow {
    return this.#read.get(tenantId, productId) ?? EMPTY_ROW;
  }

  async faqs(tenantId: string, productId: string): Promise<FaqContent> {
    const row = this.#row(tenantId, productId);
    return {
      faqs: row.faqs === null ? [] : (JSON.parse(row.faqs) as Faq[]),
      faqsGeneratedAt: row.faqs === null ? null : row.faqs_generated_at,
    };
  }

  async highlights(tenantId: string, productId: string): Promise<HighlightsContent> {
    const row = this.#row(tenantId, productId);
    return {
      highlights: row.highlights === null ? [] : (JSON.parse(row.highlights) as string[]),
      highlightsGeneratedAt: row.highlights === null ? null : row.highlights_generated_at,
    };
  }

  /** Stores the given FAQs and/or highlights (and source hash) for one product in a single row write. */
  put(tenantId: string, productId: string, content: ContentWrite): void {
    const at = content.generatedAt ?? new Date();
    if (!(at instanceof Date) || Number.isNaN(at.getTime())) {
      throw new Error(`Invalid generatedAt for product "${productId}": expected a valid Date`);
    }
    const iso = at.toISOString();
    try {
      this.#write.run({
        tenant: tenantId,
        product: productId,
        faqs: content.faqs === undefined ? null : JSON.stringify(content.faqs),
        faqsAt: content.faqs === undefined ? null : iso,
        highlights: content.highlights === undefined ? null : JSON.stringify(content.highlights),
        highlightsAt: content.highlights === undefined ? null : iso,
        hash: content.sourceHash ?? null,
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
        throw new Error(`Unknown tenant "${tenantId}"`, { cause: error });
      }
      throw error;
    }
  }

  /** Stores many products' content in one transaction (all or nothing). Returns the number of rows. */
  putMany(tenantId: string, rows: readonly ContentImportRow[]): number {
    this.#putMany.immediate(tenantId, rows);
    return rows.length;
  }

  /** True when FAQs or highlights are stored for the product. */
  has(tenantId: string, productId: string): boolean {
    const row = this.#read.get(tenantId, productId);
    return row !== undefined && (row.faqs !== null || row.highlights !== null);
  }

  /** Which of FAQs and highlights the product has none of (an import may give one without the other). */
  missing(tenantId: string, productId: string): ('faqs' | 'highlights')[] {
    const row = this.#read.get(tenantId, productId);
    return [
      ...(row?.faqs == null ? (['faqs'] as const) : []),
      ...(row?.highlights == null ? (['highlights'] as const) : []),
    ];
  }

  sourceHash(tenantId: string, productId: string): string | undefined {
    return this.#read.get(tenantId, productId)?.source_hash ?? undefined;
  }
}
