import { describe, expect, it } from 'vitest';
import { ZEmailProcessingRequest, ZImportRequest, isComplianceEmail, parseSender, titleFromSubject } from './mailbox';

describe('compliance-email detection (spec 1 section 5)', () => {
  it.each(['advertising', 'Ad Compliance', 'REVIEW', 'approval', 'creative', 'campaign', 'marketing', 'advertisement'])(
    'a body naming "%s" matches',
    (word) => expect(isComplianceEmail(`Hello, this is about ${word} for Sunday.`, [])).toBe(true),
  );

  it.each(['ad.pdf', 'A.JPG', 'b.jpeg', 'c.png', 'd.gif', 'e.doc', 'f.docx ', 'x.tar.PDF'])('an attachment named "%s" matches', (name) =>
    expect(isComplianceEmail('lunch on friday?', [name])).toBe(true),
  );

  it('anything else does not', () => {
    expect(isComplianceEmail('lunch on friday?', ['notes.txt', 'data.csv', 'pdf', 'photo.webp'])).toBe(false);
    expect(isComplianceEmail('', [])).toBe(false);
  });
});

describe('sender and title', () => {
  it.each([
    ['Ann Lee <ann@example.com>', { name: 'Ann Lee', email: 'ann@example.com' }],
    ['"Lee, Ann" <ann@example.com>', { name: 'Lee, Ann', email: 'ann@example.com' }],
    ['<ann@example.com>', { name: null, email: 'ann@example.com' }],
    ['  ann@example.com ', { name: null, email: 'ann@example.com' }],
  ])('%s', (from, expected) => expect(parseSender(from)).toEqual(expected));

  it('uses the subject, or (no subject)', () => {
    expect(titleFromSubject('  Spring   sale ')).toBe('Spring sale');
    expect(titleFromSubject('')).toBe('(no subject)');
    expect(titleFromSubject(null)).toBe('(no subject)');
    expect(titleFromSubject('x'.repeat(400))).toHaveLength(300);
  });
});

describe('contracts', () => {
  it('accepts the payload of spec 2 with base64 or base64url data', () => {
    const parsed = ZEmailProcessingRequest.parse({
      gmailMessageId: '18c1',
      threadId: '18c0',
      fromAddress: 'Ann <ann@example.com>',
      subject: 'Ad',
      bodyContent: 'Please review',
      attachmentCount: 1,
      receivedAt: '2026-03-01T10:00:00Z',
      attachments: [{ filename: 'a.png', mimeType: 'image/png', size: 3, data: 'q-_w' }],
    });
    expect(parsed.attachments[0].data).toBe('q-_w');
  });

  it('refuses a sender without an address and data that is not base64', () => {
    const base = { gmailMessageId: '1', fromAddress: 'Ann <ann@example.com>' };
    expect(ZEmailProcessingRequest.safeParse({ ...base, fromAddress: 'Ann' }).success).toBe(false);
    expect(ZEmailProcessingRequest.safeParse({ ...base, attachments: [{ filename: 'a', data: 'not base64!' }] }).success).toBe(false);
  });

  it('offers 7, 14, 30, 60 or 90 days of import, 30 by default', () => {
    expect(ZImportRequest.parse({}).days).toBe(30);
    expect(ZImportRequest.parse({ days: 90 }).days).toBe(90);
    expect(ZImportRequest.safeParse({ days: 45 }).success).toBe(false);
  });
});
