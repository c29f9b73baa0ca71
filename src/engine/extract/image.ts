import sharp from 'sharp';
import { ExtractionFailure } from './types';

// Tesseract reads best with capital letters about 30 px tall; ads scaled for the web are often
// half that, so narrow images are enlarged (up to 4x) towards this width, huge ones reduced.
const TARGET_WIDTH = 2000;
const MAX_UPSCALE = 4;
const MAX_SIDE = 4000;

// Tesseract's line finder expects dark ink on a light page: light type on a dark page (a wine-red or black
// ad) came back with no line at all, so a page whose mean grey is below the middle is read as its negative.
const DARK_PAGE_MEAN = 128;

/** Greyscale, upright, flattened onto white, dark ink on a light page and contrast-stretched: what OCR reads best. */
export async function prepareImageForOcr(data: Buffer, maxPixels: number): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error', animated: false });
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new ExtractionFailure('corrupt', 'The image has no dimensions.');
    const scale = Math.min(MAX_UPSCALE, Math.max(1, TARGET_WIDTH / width), MAX_SIDE / Math.max(width, height));
    const grey = image
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: Math.round(width * scale), height: Math.round(height * scale), kernel: 'lanczos3' });
    const { channels } = await grey.clone().stats();
    if (channels[0].mean < DARK_PAGE_MEAN) grey.negate({ alpha: false });
    return await grey.normalise().png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    if (error instanceof ExtractionFailure) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new ExtractionFailure('too_large', `The image is larger than ${maxPixels} pixels.`);
    throw new ExtractionFailure('corrupt', `The image cannot be decoded: ${message}`);
  }
}
