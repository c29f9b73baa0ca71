import type { TContainerLimits, TConversionLimits } from './limits';
import { convertInSandbox } from './sandbox';
import { assertSafeZip } from './zip-guard';

/** The text of a DOCX: the container is measured first, then read in a sandboxed worker. */
export async function extractDocx(data: Buffer, limits: TContainerLimits & TConversionLimits): Promise<string> {
  await assertSafeZip(data, limits);
  return convertInSandbox('docx_text', data, limits);
}
