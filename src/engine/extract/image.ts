import sharp from 'sharp';
import { ExtractionFailure } from './types';

// Tesseract reads best with capital letters about 30 px tall; ads scaled for the web are often
// half that, so narrow images are enlarged (up to 4x) towards this width, huge ones reduced.
const TARGET_WIDTH = 2000;
const MAX_UPSCALE = 4;
const MAX_SIDE = 4000;

/** Greyscale, upright, flattened onto white and contrast-stretched: what OCR reads best. */
export async function prepareImageForOcr(data: Buffer, maxPixels: number): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error', animated: false });
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new ExtractionFailure('corrupt', 'The image has no dimensions.');
    const scale = Math.min(MAX_UPSCALE, Math.max(1, TARGET_WIDTH / width), MAX_SIDE / Math.max(width, height));
    return await image
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: Math.round(width * scale), height: Math.round(height * scale), kernel: 'lanczos3' })
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ExtractionFailure) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new ExtractionFailure('too_large', `The image is larger than ${maxPixels} pixels.`);
    throw new ExtractionFailure('corrupt', `The image cannot be decoded: ${message}`);
  }
}
