import WordExtractor from 'word-extractor';
import { ExtractionFailure } from './types';

/** Legacy .doc (Word 97-2003): body, headers, footers, footnotes and text boxes. */
export async function extractDoc(data: Buffer): Promise<string> {
  try {
    const doc = await new WordExtractor().extract(data);
    return [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getTextboxes(), doc.getFootnotes(), doc.getEndnotes(), doc.getFooters()]
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n\n');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const encrypted = /encrypt|password/i.test(message);
    throw new ExtractionFailure(encrypted ? 'encrypted' : 'corrupt', `The Word document cannot be read: ${message}`);
  }
}
