import { describe, expect, it } from 'vitest';
import { ZAnnotationAnchor, ZAnnotationCreateRequest, describeAnnotationPlace, mentionedUsernames } from './annotations';

describe('annotation anchors', () => {
  it('takes points, regions inside the page, spans and general notes', () => {
    expect(ZAnnotationAnchor.parse({ kind: 'point', x: 0, y: 1 })).toEqual({ kind: 'point', x: 0, y: 1 });
    expect(ZAnnotationAnchor.safeParse({ kind: 'region', x: 0.5, y: 0.5, w: 0.5, h: 0.5 }).success).toBe(true);
    expect(ZAnnotationAnchor.safeParse({ kind: 'span', start: 0, end: 3 }).success).toBe(true);
    expect(ZAnnotationAnchor.safeParse({ kind: 'none' }).success).toBe(true);
  });

  it('refuses what lies outside the page, empty regions and backwards spans', () => {
    for (const anchor of [
      { kind: 'point', x: -0.1, y: 0 },
      { kind: 'region', x: 0.6, y: 0, w: 0.5, h: 0.1 },
      { kind: 'region', x: 0.1, y: 0.1, w: 0, h: 0.1 },
      { kind: 'span', start: 4, end: 4 },
      { kind: 'span', start: 1.5, end: 4 },
      { kind: 'box' },
    ]) {
      expect(ZAnnotationAnchor.safeParse(anchor).success, JSON.stringify(anchor)).toBe(false);
    }
  });

  it('needs a file for a pinned comment and no page for a text span', () => {
    const file = '00000000-0000-4000-8000-000000000001';
    expect(ZAnnotationCreateRequest.safeParse({ body: 'x', anchor: { kind: 'point', x: 0.1, y: 0.1 } }).success).toBe(false);
    expect(ZAnnotationCreateRequest.safeParse({ body: 'x', attachmentId: file, page: 2, anchor: { kind: 'span', start: 0, end: 2 } }).success).toBe(false);
    expect(ZAnnotationCreateRequest.parse({ body: '  Note  ' })).toMatchObject({ body: 'Note', anchor: { kind: 'none' }, visibleToSubmitter: false });
  });
});

describe('mentions', () => {
  it('finds @usernames once each, lower-cased, and not the middle of an email address', () => {
    expect(mentionedUsernames('Ask @Cara and @rita.reviewer, then @cara again.')).toEqual(['cara', 'rita.reviewer']);
    expect(mentionedUsernames('Write to sam@example.com')).toEqual([]);
    expect(mentionedUsernames('A lone @ sign')).toEqual([]);
  });
});

describe('place of a comment', () => {
  it('reads as file, page and kind', () => {
    expect(describeAnnotationPlace({ fileName: null, page: null, anchor: { kind: 'none' } })).toBe('General note');
    expect(describeAnnotationPlace({ fileName: 'flyer.pdf', page: 2, anchor: { kind: 'region', x: 0, y: 0, w: 0.1, h: 0.1 } })).toBe('flyer.pdf, page 2, area');
    expect(describeAnnotationPlace({ fileName: 'copy.txt', page: null, anchor: { kind: 'span', start: 0, end: 1 } })).toBe('copy.txt, selected text');
  });
});
