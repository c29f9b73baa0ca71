import mammoth from 'mammoth';
import { assertSafeOfficeZip } from './zip-guard';
import { ExtractionFailure } from './types';

export async function extractDocx(data: Buffer, limits: { maxXmlBytes: number; maxEntries: number }): Promise<string> {
  assertSafeOfficeZip(data, limits);
  try {
    const result = await mammoth.extractRawText({ buffer: data });
    return result.value;
  } catch (error) {
    throw new ExtractionFailure('corrupt', `The Word document cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}
