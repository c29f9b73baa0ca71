import type { TConversionLimits } from './limits';
import { convertInSandbox } from './sandbox';

/** Legacy .doc (Word 97-2003): body, headers, footers, footnotes and text boxes, read in a sandboxed worker. */
export function extractDoc(data: Buffer, limits: TConversionLimits): Promise<string> {
  return convertInSandbox('doc_text', data, limits);
}
