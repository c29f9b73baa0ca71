import { type PDFEmbeddedPage, PDFDocument, type PDFFont, type PDFPage, StandardFonts, degrees, rgb, type RGB } from 'pdf-lib';
import sharp from 'sharp';
import type { TEvidenceBox } from '../../../domain/analysis';
import { findingName } from '../../../domain/finding-name';

/**
 * One numbered mark drawn on the creative: a finding's evidence now, a reviewer's annotation later. Where it is:
 * the attachment, its 1-based page (null for Word and text files) and either boxes as fractions of that page or,
 * for Word and text files, characters [start, end) of the file's text as the analysis read it.
 */
export interface TReportMark {
  attachmentId: string;
  page: number | null;
  boxes: readonly TEvidenceBox[];
  start?: number;
  end?: number;
  /** The number shown in the badge and in the list it refers to. */
  number: number;
  /** A short caption (the finding's policy, the annotation's author). */
  label: string;
  tone: 'finding' | 'annotation';
}

export interface TReportFinding {
  number: number;
  severity: string;
  kind: string;
  violationType: string;
  description: string;
  policySection: string | null;
  effectiveDate: string | null;
  affectedContent: string | null;
  /** Where it is, in words: "flyer.pdf, page 2". */
  where: string[];
}

export interface TReportFile {
  attachmentId: string;
  fileName: string;
  mimeType: string;
  /** The stored bytes; null when the store no longer has the file. */
  bytes: Buffer | null;
  /** The text as the analysis read it, for Word and text files. */
  text: string | null;
}

/** A comment thread listed after the findings; its mark (if pinned to the current version's files) carries `C` and its number. */
export interface TReportComment {
  number: number;
  status: string;
  versionNumber: number;
  where: string;
  author: string;
  createdAt: string;
  body: string;
  visibleToSubmitter: boolean;
  replies: { author: string; createdAt: string; body: string }[];
}

export interface TReportVersion {
  number: number;
  createdAt: string;
  author: string;
  note: string | null;
  score: number | null;
  risk: string | null;
}

export interface TPdfReportInput {
  title: string;
  advertiser: string;
  reference: string;
  status: string;
  decidedBy: string | null;
  decidedAt: string | null;
  score: number | null;
  risk: string | null;
  recommendation: string | null;
  engineVersion: string | null;
  currentVersion: number;
  findings: TReportFinding[];
  /** Lines under the findings: suggestions awaiting a reviewer, dismissed findings. */
  notes: string[];
  files: TReportFile[];
  marks: TReportMark[];
  /** Comments of the desk: the current version's, and the open ones carried from earlier versions. */
  comments: TReportComment[];
  versions: TReportVersion[];
  generatedAt: Date;
}

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 48;
const HEADER = 22;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const TONES: Record<TReportMark['tone'], { fill: RGB; stroke: RGB }> = {
  finding: { fill: rgb(1, 0.85, 0.1), stroke: rgb(0.85, 0.35, 0) },
  annotation: { fill: rgb(0.45, 0.7, 1), stroke: rgb(0.1, 0.35, 0.8) },
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  charset: Set<number>;
}

/**
 * Text the standard fonts can draw (WinAnsi): accented letters they lack lose their accent ("ệ" to "e"), combining
 * marks they cannot draw are left out, anything else becomes "?", control characters a space. A title in any language therefore never stops the export.
 */
export function toWinAnsi(text: string, charset: Set<number>): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (/\p{M}/u.test(ch) && !charset.has(code)) continue;
    if (code === 9 || code === 10 || code === 13) out += ' ';
    else if (code < 32 || (code >= 127 && code < 160)) out += ' ';
    else if (charset.has(code)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => charset.has(c.codePointAt(0)!)) && base ? base : '?';
    }
  }
  return out;
}

/** Writes flowing text down A4 pages, starting a new page when one is full. */
class Flow {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([A4.w, A4.h]);
    this.y = A4.h - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  text(text: string, opts: { size?: number; bold?: boolean; color?: RGB; indent?: number; gap?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const indent = opts.indent ?? 0;
    const lines = wrap(toWinAnsi(text, this.fonts.charset), font, size, A4.w - 2 * MARGIN - indent);
    for (const line of lines) {
      this.ensure(size * 1.35);
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: opts.color ?? INK });
    }
    this.y -= opts.gap ?? 0;
  }
  gap(h: number) {
    this.y -= h;
  }
}

/** Greedy word wrap; a word wider than the line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/** A comment's badge reads `C3`, so its numbers never read as a finding's. */
export const markLabel = (mark: Pick<TReportMark, 'number' | 'tone'>) => (mark.tone === 'annotation' ? `C${mark.number}` : String(mark.number));

function badge(page: PDFPage, fonts: Fonts, x: number, y: number, number: number, tone: TReportMark['tone']) {
  const label = markLabel({ number, tone });
  const size = 8;
  const w = Math.max(12, fonts.bold.widthOfTextAtSize(label, size) + 6);
  const h = 12;
  const bx = Math.max(0, Math.min(x - w / 2, page.getWidth() - w));
  const by = Math.max(0, Math.min(y - h / 2, page.getHeight() - h));
  page.drawRectangle({ x: bx, y: by, width: w, height: h, color: TONES[tone].stroke });
  page.drawText(label, { x: bx + (w - fonts.bold.widthOfTextAtSize(label, size)) / 2, y: by + 3, size, font: fonts.bold, color: rgb(1, 1, 1) });
}

/** Boxes (fractions of the page's area `area`, from its top-left) highlighted, each mark's number in a badge at its first box. */
function drawMarks(page: PDFPage, fonts: Fonts, marks: TReportMark[], area: { x: number; y: number; w: number; h: number }) {
  for (const mark of marks) {
    const tone = TONES[mark.tone];
    for (const b of mark.boxes) {
      page.drawRectangle({
        x: area.x + b.x * area.w,
        y: area.y + area.h - (b.y + b.h) * area.h,
        width: b.w * area.w,
        height: b.h * area.h,
        color: tone.fill,
        opacity: 0.35,
        borderColor: tone.stroke,
        borderWidth: 1,
        borderOpacity: 0.9,
      });
    }
    const first = mark.boxes[0];
    if (first) badge(page, fonts, area.x + first.x * area.w, area.y + area.h - first.y * area.h, mark.number, mark.tone);
  }
}

function pageHeader(page: PDFPage, fonts: Fonts, caption: string) {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - HEADER, width, height: HEADER, color: rgb(0.95, 0.95, 0.96) });
  page.drawText(toWinAnsi(caption, fonts.charset).slice(0, 120), { x: 8, y: height - HEADER + 7, size: 8, font: fonts.regular, color: MUTED });
}

function notePage(doc: PDFDocument, fonts: Fonts, caption: string, note: string) {
  const page = doc.addPage([A4.w, A4.h]);
  pageHeader(page, fonts, caption);
  page.drawText(toWinAnsi(note, fonts.charset), { x: MARGIN, y: A4.h - MARGIN - HEADER, size: 11, font: fonts.regular, color: MUTED });
}

async function addPdfPages(doc: PDFDocument, fonts: Fonts, file: TReportFile, marks: TReportMark[]) {
  let source: PDFDocument;
  try {
    // Loaded even when encrypted only to say so: an encrypted document's pages cannot be drawn from.
    source = await PDFDocument.load(file.bytes!, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    notePage(doc, fonts, file.fileName, 'This PDF could not be opened; its pages are not included.');
    return;
  }
  if (source.isEncrypted) {
    notePage(doc, fonts, file.fileName, 'This PDF is password-protected; its pages are not included.');
    return;
  }
  const pages = source.getPages();
  for (const [i, original] of pages.entries()) {
    // A page without content (a blank page) cannot be embedded; it is drawn blank at its size.
    const embedded: PDFEmbeddedPage | null = original.node.Contents() ? await doc.embedPage(original) : null;
    const { width: ew, height: eh } = embedded ?? original.getSize();
    // Drawn as a viewer shows it: a page with /Rotate turns (clockwise), and the evidence boxes were measured so.
    const angle = ((original.getRotation().angle % 360) + 360) % 360;
    const turn = angle === 90 || angle === 180 || angle === 270 ? angle : 0;
    const sideways = turn === 90 || turn === 270;
    const w = sideways ? eh : ew;
    const h = sideways ? ew : eh;
    const page = doc.addPage([w, h + HEADER]);
    const at = { 0: { x: 0, y: 0 }, 90: { x: 0, y: ew }, 180: { x: ew, y: eh }, 270: { x: eh, y: 0 } }[turn];
    if (embedded) page.drawPage(embedded, { ...at, width: ew, height: eh, rotate: degrees(-turn) });
    pageHeader(page, fonts, `${file.fileName} - page ${i + 1} of ${pages.length}`);
    drawMarks(page, fonts, marks.filter((m) => m.page === i + 1), { x: 0, y: 0, w, h });
  }
}

async function addImagePage(doc: PDFDocument, fonts: Fonts, file: TReportFile, marks: TReportMark[]) {
  let image;
  try {
    if (file.mimeType === 'image/png') image = await doc.embedPng(file.bytes!);
    else if (file.mimeType === 'image/jpeg') image = await doc.embedJpg(file.bytes!);
    else image = await doc.embedPng(await sharp(file.bytes!).rotate().png().toBuffer());
  } catch {
    notePage(doc, fonts, file.fileName, 'This image could not be read to include it.');
    return;
  }
  const scale = Math.min(1, (A4.w - 2 * 24) / image.width, (A4.h - HEADER - 2 * 24) / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  const page = doc.addPage([w + 48, h + 48 + HEADER]);
  page.drawImage(image, { x: 24, y: 24, width: w, height: h });
  pageHeader(page, fonts, file.fileName);
  drawMarks(page, fonts, marks.filter((m) => m.page === 1 || m.page === null), { x: 24, y: 24, w, h });
}

/** A Word or text file's text set in pages; marks' character ranges highlighted, their numbers in badges. */
function addTextPages(doc: PDFDocument, fonts: Fonts, file: TReportFile, marks: TReportMark[]) {
  const text = file.text ?? '';
  if (!text.trim()) {
    notePage(doc, fonts, file.fileName, 'No text was read from this file.');
    return;
  }
  const size = 10;
  const lead = size * 1.45;
  const width = A4.w - 2 * MARGIN;
  const font = fonts.regular;
  const measure = (a: number, b: number) => font.widthOfTextAtSize(toWinAnsi(text.slice(a, b), fonts.charset), size);
  // Lines as [start, end) of the original text, so the marks' ranges apply as they are.
  const lines: [number, number][] = [];
  let i = 0;
  while (i < text.length) {
    const nl = text.indexOf('\n', i);
    const paraEnd = nl === -1 ? text.length : nl;
    let start = i;
    while (start < paraEnd || start === i) {
      let end = paraEnd;
      if (measure(start, end) > width) {
        let lastSpace = -1;
        let j = start + 1;
        while (j <= paraEnd && measure(start, j) <= width) {
          if (text[j - 1] === ' ') lastSpace = j;
          j++;
        }
        end = lastSpace > start ? lastSpace : Math.max(start + 1, j - 1);
      }
      lines.push([start, end]);
      if (end >= paraEnd) break;
      start = end;
    }
    i = paraEnd + 1;
  }
  const ranged = marks.filter((m) => m.start !== undefined && m.end !== undefined && m.end > m.start);
  const badged = new Set<TReportMark>();
  const perPage = Math.floor((A4.h - HEADER - 2 * MARGIN) / lead);
  const pageCount = Math.ceil(lines.length / perPage);
  for (let p = 0; p < pageCount; p++) {
    const page = doc.addPage([A4.w, A4.h]);
    pageHeader(page, fonts, `${file.fileName} - text as read, page ${p + 1} of ${pageCount}`);
    lines.slice(p * perPage, (p + 1) * perPage).forEach(([a, b], k) => {
      const y = A4.h - HEADER - MARGIN - (k + 1) * lead;
      for (const m of ranged) {
        const s = Math.max(a, m.start!);
        const e = Math.min(b, m.end!);
        if (s >= e) continue;
        const x = MARGIN + measure(a, s);
        const tone = TONES[m.tone];
        page.drawRectangle({ x, y: y - 3, width: measure(s, e), height: lead - 1, color: tone.fill, opacity: 0.35, borderColor: tone.stroke, borderWidth: 0.75 });
        if (!badged.has(m)) {
          badged.add(m);
          badge(page, fonts, x, y + lead - 3, m.number, m.tone);
        }
      }
      page.drawText(toWinAnsi(text.slice(a, b), fonts.charset), { x: MARGIN, y, size, font, color: INK });
    });
  }
}

/**
 * The annotated compliance report: a cover with the decision, score and numbered findings with their citations;
 * every page of the creative with the marks drawn over it (PDF pages embedded as they are, images as images, Word
 * and text files as their text); last, the version history.
 */
export async function renderPdfReport(input: TPdfReportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Compliance report - ${input.reference}`);
  doc.setCreator('Advertising Compliance Platform');
  doc.setCreationDate(input.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };

  const flow = new Flow(doc, fonts);
  flow.text('Compliance report', { size: 18, bold: true, gap: 6 });
  flow.text(input.title, { size: 14, bold: true, gap: 8 });
  const row = (label: string, value: string) => flow.text(`${label}: ${value}`, { size: 10 });
  row('Advertiser', input.advertiser);
  row('Reference', input.reference);
  row('Version', String(input.currentVersion));
  row('Decision', input.decidedBy || input.decidedAt ? `${input.status} by ${input.decidedBy ?? 'a former user'}${input.decidedAt ? ` on ${input.decidedAt.slice(0, 16).replace('T', ' ')} UTC` : ''}` : input.status);
  row('Score', input.score === null ? 'not analysed' : `${input.score}/100`);
  row('Risk', input.risk ?? '-');
  row('Recommendation', input.recommendation ?? '-');
  row('Engine version', input.engineVersion ?? '-');
  row('Generated', `${input.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  flow.gap(12);
  flow.text(`Findings (${input.findings.length})`, { size: 13, bold: true, gap: 4 });
  if (!input.findings.length) flow.text('No findings.', { color: MUTED });
  for (const f of input.findings) {
    flow.ensure(60);
    flow.text(`${f.number}. [${f.severity.toUpperCase()}${f.kind === 'review_item' ? ', REVIEW ITEM' : ''}] ${findingName(f.violationType)}`, { bold: true });
    if (f.policySection) flow.text(`Policy: ${f.policySection}${f.effectiveDate ? ` (effective ${f.effectiveDate})` : ''}`, { indent: 14 });
    flow.text(f.description, { indent: 14 });
    if (f.affectedContent) flow.text(`Evidence: "${f.affectedContent}"`, { indent: 14, color: MUTED });
    flow.text(f.where.length ? `On: ${f.where.join('; ')}` : 'Not located on the creative', { indent: 14, color: MUTED, gap: 6 });
  }
  if (input.notes.length) {
    flow.gap(6);
    for (const n of input.notes) flow.text(n, { color: MUTED });
  }
  if (input.comments.length) {
    flow.gap(12);
    flow.text(`Comments (${input.comments.length})`, { size: 13, bold: true, gap: 4 });
    for (const c of input.comments) {
      flow.ensure(48);
      const from = c.versionNumber !== input.currentVersion ? `, from version ${c.versionNumber}` : '';
      flow.text(`C${c.number}. [${c.status.toUpperCase()}${from}] ${c.where}${c.visibleToSubmitter ? ' (shown to the submitter)' : ''}`, { bold: true });
      flow.text(`${c.author}, ${c.createdAt.slice(0, 16).replace('T', ' ')} UTC: ${c.body}`, { indent: 14 });
      for (const r of c.replies) flow.text(`${r.author}, ${r.createdAt.slice(0, 16).replace('T', ' ')} UTC: ${r.body}`, { indent: 28, color: MUTED });
      flow.gap(6);
    }
  }

  for (const file of input.files) {
    const marks = input.marks.filter((m) => m.attachmentId === file.attachmentId);
    if (file.mimeType === 'application/pdf') {
      if (file.bytes) await addPdfPages(doc, fonts, file, marks);
      else notePage(doc, fonts, file.fileName, 'The stored file is missing.');
    } else if (file.mimeType.startsWith('image/')) {
      if (file.bytes) await addImagePage(doc, fonts, file, marks);
      else notePage(doc, fonts, file.fileName, 'The stored file is missing.');
    } else addTextPages(doc, fonts, file, marks);
  }

  const history = new Flow(doc, fonts);
  history.text('Version history', { size: 13, bold: true, gap: 6 });
  const cols = [0, 40, 150, 250, 440];
  const drawRow = (cells: string[], isHeader: boolean) => {
    const font = isHeader ? bold : regular;
    const noteLines = wrap(toWinAnsi(cells[3], fonts.charset), font, 9, cols[4] - cols[3] - 6);
    const authorLines = wrap(toWinAnsi(cells[2], fonts.charset), font, 9, cols[3] - cols[2] - 6);
    const height = Math.max(noteLines.length, authorLines.length, 1) * 12 + 4;
    history.ensure(height);
    const top = history.y;
    cells.forEach((cell, c) => {
      const lines = c === 3 ? noteLines : c === 2 ? authorLines : [toWinAnsi(cell, fonts.charset)];
      lines.forEach((l, k) => history.page.drawText(l, { x: MARGIN + cols[c], y: top - 11 - k * 12, size: 9, font, color: INK }));
    });
    history.y = top - height;
    history.page.drawLine({ start: { x: MARGIN, y: history.y + 2 }, end: { x: A4.w - MARGIN, y: history.y + 2 }, thickness: 0.5, color: rgb(0.8, 0.8, 0.82) });
  };
  drawRow(['No.', 'Date', 'Author', 'Note', 'Score / risk'], true);
  for (const v of input.versions) {
    drawRow([String(v.number), `${v.createdAt.slice(0, 16).replace('T', ' ')}`, v.author, v.note ?? '', v.score === null ? 'not analysed' : `${v.score} / ${v.risk ?? '-'}`], false);
  }
  return doc.save();
}
